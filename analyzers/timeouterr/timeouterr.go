package timeouterr

import (
	_ "embed"
	"fmt"
	sharedflow "github.com/idemlint/idemlint/internal/flow"
	"go/ast"
	"go/token"
	"go/types"
	"slices"
	"strings"

	"github.com/idemlint/idemlint/internal/astpath"
	"github.com/idemlint/idemlint/internal/check"
	"github.com/idemlint/idemlint/internal/edit"
	"github.com/idemlint/idemlint/passes/effects"
	"github.com/idemlint/idemlint/passes/keys"
	"github.com/idemlint/idemlint/passes/timeouts"
	"github.com/idemlint/idemlint/passes/tools"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"
)

//go:embed doc.go
var doc string

// Analyzer reports write tools that return a timeout as a failure.
var Analyzer = check.New("timeouterr", doc, check.ForEachWrite(reportTimeouts), keys.Analyzer, timeouts.Analyzer, effects.Analyzer)

// The sentences the fix puts in the "unknown" result: GoneSentence is
// SafeSentence for a tool whose repeat may be told that what it removes
// is already gone.
const (
	SafeSentence   = "Outcome unknown. Calling again with the same arguments is safe."
	GoneSentence   = "Outcome unknown. Calling again with the same arguments is safe, though it may then report that the item no longer exists."
	UnsafeSentence = "Outcome unknown. Check whether it took effect before calling again."
)

// reportTimeouts reports where a tool returns a write's timeout as a
// failure.
func reportTimeouts(r *check.Runner, k *keys.Tool) {
	rec := r.Pass.ResultOf[timeouts.Analyzer].(*timeouts.Result)
	eff := r.Pass.ResultOf[effects.Analyzer].(*effects.Result)
	c := &checker{pass: r.Pass, rec: rec, eff: eff, keyParams: r.Config.KeyParams, newEdit: r.NewEdit}
	// One report per cause: the other returns of a write's timeout, and
	// those of another call making the same write that the report
	// words alike (one in each branch of an if: ExecContext with -f or
	// without), are related positions of the first, and its fix fixes
	// them all.
	type cause struct{ message, category, write string }
	var order []cause
	byCause := make(map[cause]*analysis.Diagnostic)
	for _, s := range c.sinks(k) {
		d := c.diagnostic(k, s)
		key := cause{d.Message, d.Category, described(s.write)}
		first := byCause[key]
		if first == nil {
			byCause[key] = &d
			order = append(order, key)
			continue
		}
		first.Related = append(first.Related, analysis.RelatedInformation{
			Pos: s.stmt.Pos(), End: s.stmt.End(), Message: "the same timeout is returned as a failure here too",
		})
		first.SuggestedFixes = mergeFixes(first.SuggestedFixes, d.SuggestedFixes)
	}
	for _, key := range order {
		// A handler shared by several tools is reported once.
		r.ReportOnce(k.Tool, *byCause[key])
	}
}

// described says what a write does, as its report's related
// information does.
func described(w *keys.Write) string {
	var parts []string
	for _, e := range w.Effects {
		parts = append(parts, e.Described())
	}
	return strings.Join(parts, "; ")
}

// mergeFixes adds the edits of the fix of another return of the same
// timeout to the first fix, once each (both may add the same import).
// Without a fix for every return there is none.
func mergeFixes(first, other []analysis.SuggestedFix) []analysis.SuggestedFix {
	if len(first) == 0 || len(other) == 0 {
		return nil
	}
	fix := first[0]
	edits := slices.Clone(fix.TextEdits)
	for _, e := range other[0].TextEdits {
		if !slices.ContainsFunc(edits, func(x analysis.TextEdit) bool {
			return x.Pos == e.Pos && x.End == e.End && string(x.NewText) == string(e.NewText)
		}) {
			edits = append(edits, e)
		}
	}
	fix.TextEdits = edits
	return []analysis.SuggestedFix{fix}
}

type checker struct {
	pass      *analysis.Pass
	rec       *timeouts.Result
	eff       *effects.Result
	keyParams []string // the configuration's key-params
	newEdit   func() *edit.Builder
}

// A sink is where a tool hands a write's timeout to the model as a
// failure: a return statement, or for a dispatch case whose result is
// returned after the switch, the statement that builds the error text.
type sink struct {
	stmt    ast.Stmt
	write   *keys.Write
	carried bool // the result carries the error (not only guarded by err != nil)
	// fn is the function the sink returns from and call the call whose
	// error reaches it: the handler and the write, or a helper of the
	// package that keeps its write's errors (effects.KeepsErrors) and
	// the write inside it.
	fn   *ssa.Function
	call ssa.CallInstruction
	// replaced says that call's callee answers the write's failure with
	// a new error (effects.ReplacesErrors): a timeout test at the sink
	// would never fire, so there is no fix there.
	replaced bool
	// commit says call is the Commit of the transaction the write runs
	// in: the write is durable only when it succeeds.
	commit bool
}

// sinks returns the places where a write's timeout is reported as a
// failure with nothing on the way that recognises a timeout, one per
// statement, in source order.
func (c *checker) sinks(k *keys.Tool) []*sink {
	fn := k.Fn
	var lo, hi token.Pos
	if h := k.Tool.Handler; h != nil && len(h.Stmts) > 0 {
		lo, hi = h.Stmts[0].Pos(), h.Stmts[len(h.Stmts)-1].End()
	}
	inRange := func(p token.Pos) bool { return !lo.IsValid() || (p >= lo && p < hi) }

	byStmt := make(map[ast.Stmt]*sink)
	var order []ast.Stmt
	add := func(s *sink) {
		if mentionsUnknown(s.stmt) {
			return
		}
		old := byStmt[s.stmt]
		switch {
		case old == nil:
			byStmt[s.stmt] = s
			order = append(order, s.stmt)
		case s.carried && !old.carried:
			*old = *s
		}
	}
	for _, w := range k.Writes {
		call := w.Call
		if call.Block() == nil {
			continue
		}
		if wfn := call.Parent(); wfn != fn {
			// A write inside a function literal: its returns are not the
			// tool's, unless a helper returns what the literal returns
			// and the handler returns that (return withSession(ctx,
			// func(s *Session) (*Result, error) { ... })).
			if !returnedThroughHelper(fn, wfn) {
				continue
			}
			fn = wfn
		} else {
			fn = k.Fn
		}
		if detached(w.Effects) {
			continue // its failure reaches no caller: the call's error is never its timeout
		}
		callee := call.Common().StaticCallee()
		if c.rec.HandlesTimeout(callee) {
			continue
		}
		if c.eff.KeepsErrors(callee) {
			// The error the handler gets is not the write's: the
			// timeout is lost inside the helper. Where the helper hands
			// it back as an error result the tool returns, that is the
			// sink; a guard on the handler's err would hide nothing.
			if c.returnsResultOf(k, fn, call) {
				c.keptSinks(k, w, callee, 0, add)
			}
			continue
		}
		if commits := sharedflow.Commits(fn, call); len(commits) > 0 {
			// A statement of a transaction the handler commits: its
			// error, returned before the Commit, is a known failure
			// (nothing is written unless the Commit succeeds); the
			// Commit's timeout leaves the outcome unknown.
			for _, commit := range commits {
				c.flowSinks(k, w, fn, commit, inRange, func(s *sink) {
					s.commit = true
					add(s)
				})
			}
			continue
		}
		c.flowSinks(k, w, fn, call, inRange, func(s *sink) {
			s.replaced = c.eff.ReplacesErrors(callee)
			add(s)
		})
	}
	slices.SortFunc(order, func(a, b ast.Stmt) int { return int(a.Pos() - b.Pos()) })
	out := make([]*sink, len(order))
	for i, s := range order {
		out[i] = byStmt[s]
	}
	return out
}

// returnedThroughHelper reports whether lit, a function literal made in
// fn, is passed to a function of the package that returns what lit
// returns (return fn(session)), and fn returns what that call returns:
// lit's returns are the handler's.
func returnedThroughHelper(fn, lit *ssa.Function) bool {
	if lit.Parent() != fn {
		return false
	}
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			call, ok := instr.(*ssa.Call)
			if !ok {
				continue
			}
			g := call.Call.StaticCallee()
			if g == nil || len(g.Blocks) == 0 {
				continue
			}
			for i, a := range call.Call.Args {
				if !isFunc(a, lit) || i >= len(g.Params) || !returnsCallOf(g, g.Params[i]) {
					continue
				}
				if returnsResult(fn, call) {
					return true
				}
			}
		}
	}
	return false
}

// isFunc reports whether v is lit, or a closure of it.
func isFunc(v ssa.Value, lit *ssa.Function) bool {
	if mc, ok := v.(*ssa.MakeClosure); ok {
		return mc.Fn == lit
	}
	return v == lit
}

// returnsCallOf reports whether a return of g hands back what a call of
// its function parameter p returns.
func returnsCallOf(g *ssa.Function, p *ssa.Parameter) bool {
	return returnsCall(g, func(c *ssa.Call) bool { return c.Call.Value == p })
}

// returnsResult reports whether fn returns what call returns.
func returnsResult(fn *ssa.Function, call *ssa.Call) bool {
	return returnsCall(fn, func(c *ssa.Call) bool { return c == call })
}

// returnsCall reports whether a return of fn hands back, as its first
// result, what a call that match accepts returns.
func returnsCall(fn *ssa.Function, match func(*ssa.Call) bool) bool {
	for _, b := range fn.Blocks {
		ret, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return)
		if !ok || len(ret.Results) == 0 {
			continue
		}
		v := ret.Results[0]
		if e, ok := v.(*ssa.Extract); ok {
			v = e.Tuple
		}
		if c, ok := v.(*ssa.Call); ok && match(c) {
			return true
		}
	}
	return false
}

// flowSinks follows the error of call, a write made in fn, to the returns
// of fn that hand it to the model as a failure.
func (c *checker) flowSinks(k *keys.Tool, w *keys.Write, fn *ssa.Function, call ssa.CallInstruction, inRange func(token.Pos) bool, add func(*sink)) {
	errv := sharedflow.CallError(call)
	if errv == nil {
		return
	}
	f := &flow{c: c, fn: fn, apis: k.Tool.ErrorResults(), errv: errv, derived: sharedflow.Carriers(errv)}
	f.text = sharedflow.Carriers(f.stringValues()...)
	f.guards = f.nonNilBranches()
	rets, afterTest := f.unrecognisedReturns(call)
	for _, ret := range rets {
		val, carried, text := f.failure(ret)
		if val == nil || sharedflow.SaysWhetherToRetry(val) {
			continue // "was created, do not retry": the agent is told
		}
		if afterTest[ret] && (text || !inRange(ret.Pos())) {
			// Down a "timeout" branch only an explicit failure counts:
			// text that merely flows there may be the other branch's.
			continue
		}
		var stmts []ast.Stmt
		if inRange(ret.Pos()) {
			if s := c.returnStmt(ret); s != nil {
				stmts = append(stmts, s)
			}
		} else if text {
			stmts = f.textStatements(val, inRange)
		}
		for _, s := range stmts {
			add(&sink{stmt: s, write: w, carried: carried, fn: fn, call: call})
		}
	}
}

// detached reports whether every one of a call's writes is detached from
// it (effects.Effect.Detached): made in a goroutine, or below a function
// that returns nothing and only logs the failure. The call's error, if it
// has one, is some other step's.
func detached(effs []effects.Effect) bool {
	return len(effs) > 0 && !slices.ContainsFunc(effs, func(e effects.Effect) bool { return !e.Detached })
}

// maxKeptDepth bounds how far keptSinks follows helpers into helpers.
const maxKeptDepth = 3

// keptSinks finds, in helper, a function of the package that keeps its
// writes' errors, the returns that hand a write's timeout back as a
// failure: the returns the tool's answer comes from.
func (c *checker) keptSinks(k *keys.Tool, w *keys.Write, helper *ssa.Function, depth int, add func(*sink)) {
	if helper == nil || helper.Pkg == nil || helper.Pkg.Pkg != c.pass.Pkg || len(helper.Blocks) == 0 || depth >= maxKeptDepth {
		return // in another package: its syntax is not here, so the report is not either
	}
	all := func(token.Pos) bool { return true }
	for _, b := range helper.Blocks {
		for _, instr := range b.Instrs {
			call, ok := instr.(ssa.CallInstruction)
			if !ok || len(c.eff.CallEffects(call)) == 0 || detached(c.eff.CallEffects(call)) {
				continue
			}
			callee := call.Common().StaticCallee()
			switch {
			case c.rec.HandlesTimeout(callee):
			case c.eff.KeepsErrors(callee):
				if c.returnsResultOf(k, helper, call) {
					c.keptSinks(k, w, callee, depth+1, add)
				}
			default:
				c.flowSinks(k, w, helper, call, all, add)
			}
		}
	}
}

// returnsResultOf reports whether fn returns, in a result other than its
// error, what call returns: the tool's answer can be the helper's.
func (c *checker) returnsResultOf(k *keys.Tool, fn *ssa.Function, call ssa.CallInstruction) bool {
	v, ok := call.(*ssa.Call)
	if !ok {
		return false
	}
	carried := sharedflow.Carriers(v)
	results := fn.Signature.Results()
	for _, b := range fn.Blocks {
		ret, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return)
		if !ok || len(ret.Results) != results.Len() {
			continue
		}
		for i := range ret.Results {
			if !sharedflow.IsErrorType(results.At(i).Type()) && carried[sharedflow.Returned(ret, i)] {
				return true
			}
		}
	}
	return false
}

// A flow follows one write's error through the handler.
type flow struct {
	c       *checker
	fn      *ssa.Function
	apis    []tools.ErrorResult
	errv    ssa.Value
	derived map[ssa.Value]bool // values that carry the error
	text    map[ssa.Value]bool // values that carry the error's text
	guards  []*ssa.BasicBlock  // blocks entered only when the error is not nil
}

// stringValues returns the values carrying the error that are strings.
func (f *flow) stringValues() []ssa.Value {
	var out []ssa.Value
	for v := range f.derived {
		if isString(v.Type()) {
			out = append(out, v)
		}
	}
	slices.SortFunc(out, func(a, b ssa.Value) int { return int(a.Pos() - b.Pos()) })
	return out
}

// nonNilBranches returns the blocks entered only when the write's error
// is not nil.
func (f *flow) nonNilBranches() []*ssa.BasicBlock { return sharedflow.NonNilBranches(f.fn, f.derived) }

func (f *flow) guarded(b *ssa.BasicBlock) bool {
	for _, g := range f.guards {
		if g.Dominates(b) {
			return true
		}
	}
	return false
}

// blockRecognises reports whether an instruction of b recognises a
// timeout of the write's error.
func (f *flow) blockRecognises(instrs []ssa.Instruction) bool {
	for _, instr := range instrs {
		if f.c.rec.Recognises(instr, f.derived) {
			return true
		}
	}
	return false
}

// unrecognisedReturns returns the returns reachable from the write on a
// path with no block that recognises a timeout of its error. The search
// knows which way `if err != nil` goes: past its nil branch the error is
// nil, the other branch of a second test is not taken, and a return is
// not the error's.
func (f *flow) unrecognisedReturns(call ssa.CallInstruction) (rets []*ssa.Return, afterTest map[*ssa.Return]bool) {
	start := call.Block()
	idx := slices.Index(start.Instrs, ssa.Instruction(call))
	if idx < 0 {
		return nil, nil
	}
	type state struct {
		b       *ssa.BasicBlock
		isNil   bool // the error is known to be nil
		timeout bool // reached only down a branch where a test said "timeout"
	}
	afterTest = make(map[*ssa.Return]bool)
	plain := make(map[*ssa.Return]bool)
	var out []*ssa.Return
	seen := map[state]bool{}
	var work []state
	// next queues the successors of b.
	next := func(s state) {
		b := s.b
		nilSucc, other := f.nilTest(b)
		for _, succ := range b.Succs {
			switch {
			case nilSucc == nil:
				work = append(work, state{succ, s.isNil, s.timeout})
			case succ == nilSucc:
				work = append(work, state{succ, true, s.timeout})
			case succ == other && !s.isNil:
				work = append(work, state{succ, false, s.timeout})
			}
		}
	}
	visit := func(s state) {
		if ret, ok := s.b.Instrs[len(s.b.Instrs)-1].(*ssa.Return); ok && !s.isNil {
			if !slices.Contains(out, ret) {
				out = append(out, ret)
			}
			if s.timeout {
				afterTest[ret] = true
			} else {
				plain[ret] = true
			}
		}
		next(s)
	}
	// A block that tests for a timeout ends the search, except down the
	// branch where the test says "timeout": a failure returned there is a
	// timeout reported as a failure in so many words.
	timedOut := func(b *ssa.BasicBlock) {
		if tb := f.timeoutBranch(b); tb != nil {
			work = append(work, state{tb, false, true})
		}
	}
	if f.blockRecognises(start.Instrs[idx+1:]) {
		timedOut(start)
	} else {
		visit(state{start, false, false})
	}
	for len(work) > 0 {
		s := work[len(work)-1]
		work = work[:len(work)-1]
		if seen[s] {
			continue
		}
		seen[s] = true
		if s.b == start {
			continue // back to the write through a loop: it makes a new error
		}
		if f.blockRecognises(s.b.Instrs) {
			timedOut(s.b)
			continue
		}
		visit(s)
	}
	for ret := range plain {
		delete(afterTest, ret)
	}
	return out, afterTest
}

// timeoutBranch returns the successor of b entered when b's closing test
// recognises a timeout (if errors.Is(err, context.DeadlineExceeded),
// if os.IsTimeout(err), if !ok on such a test: the other way), or nil.
func (f *flow) timeoutBranch(b *ssa.BasicBlock) *ssa.BasicBlock {
	if len(b.Instrs) == 0 || len(b.Succs) != 2 {
		return nil
	}
	iff, ok := b.Instrs[len(b.Instrs)-1].(*ssa.If)
	if !ok {
		return nil
	}
	cond, taken := iff.Cond, 0
	if not, ok := cond.(*ssa.UnOp); ok && not.Op == token.NOT {
		cond, taken = not.X, 1
	}
	instr, ok := cond.(ssa.Instruction)
	if !ok || !f.c.rec.Recognises(instr, f.derived) {
		return nil
	}
	return b.Succs[taken]
}

// nilTest returns, when b ends in `if err == nil` or `if err != nil` on
// the write's error itself, the successor where it is nil and the other.
func (f *flow) nilTest(b *ssa.BasicBlock) (nilSucc, other *ssa.BasicBlock) {
	if len(b.Instrs) == 0 || len(b.Succs) != 2 {
		return nil, nil
	}
	iff, ok := b.Instrs[len(b.Instrs)-1].(*ssa.If)
	if !ok {
		return nil, nil
	}
	cmp, ok := iff.Cond.(*ssa.BinOp)
	if !ok || (cmp.Op != token.NEQ && cmp.Op != token.EQL) {
		return nil, nil
	}
	if !(f.sameError(cmp.X) && sharedflow.IsNil(cmp.Y)) && !(f.sameError(cmp.Y) && sharedflow.IsNil(cmp.X)) {
		return nil, nil
	}
	if cmp.Op == token.NEQ {
		return b.Succs[1], b.Succs[0]
	}
	return b.Succs[0], b.Succs[1]
}

// sameError reports whether v is the write's error, possibly converted:
// nil exactly when it is.
func (f *flow) sameError(v ssa.Value) bool {
	for range 8 {
		if v == f.errv {
			return true
		}
		switch x := v.(type) {
		case *ssa.ChangeInterface:
			v = x.X
		case *ssa.MakeInterface:
			v = x.X
		default:
			return false
		}
	}
	return false
}

// failure reports whether ret hands the model the write's error as a
// failure: a non-nil Go error, an error result, or the error's text. It
// returns the failing value, whether the result carries the error, and
// whether the failure is an error text.
func (f *flow) failure(ret *ssa.Return) (val ssa.Value, carried, text bool) {
	results := f.fn.Signature.Results()
	if results.Len() != len(ret.Results) {
		return nil, false, false
	}
	guarded := f.guarded(ret.Block())
	for i := range ret.Results {
		v := sharedflow.Returned(ret, i)
		t := results.At(i).Type()
		switch {
		case i == results.Len()-1 && sharedflow.IsErrorType(t):
			if sharedflow.IsNil(v) || sharedflow.NilErrorOf(v, f.c.rec) {
				continue
			}
			if f.derived[v] {
				return v, true, false
			}
			if guarded {
				return v, false, false
			}
		case f.text[v]:
			return v, true, true
		case sharedflow.IsErrorResult(v, f.apis, f.c.rec, 0):
			if f.derived[v] {
				return v, true, false
			}
			if guarded {
				return v, false, false
			}
		case guarded && f.derived[v] && !isString(t) && !sharedflow.IsErrorType(t):
			// JSONResult(NewErrorResponse("Failed to create", err)): a
			// result not marked as an error that carries the error
			// reads as a failure all the same.
			return v, true, false
		}
	}
	return nil, false, false
}

// textStatements returns, for a dispatch case whose message is returned
// after it, the statements of the case that build the error text which
// reaches val.
func (f *flow) textStatements(val ssa.Value, inRange func(token.Pos) bool) []ast.Stmt {
	var out []ast.Stmt
	for _, s := range f.stringValues() {
		if !s.Pos().IsValid() || !inRange(s.Pos()) {
			continue
		}
		if !sharedflow.Carriers(s)[val] {
			continue
		}
		stmt := f.c.listStmt(s.Pos())
		if stmt != nil && inRange(stmt.Pos()) && !slices.Contains(out, stmt) {
			out = append(out, stmt)
		}
	}
	return out
}

// returnStmt returns the return statement of an SSA return.
func (c *checker) returnStmt(ret *ssa.Return) ast.Stmt {
	if !ret.Pos().IsValid() {
		return nil
	}
	path := c.path(ret.Pos())
	for _, n := range path {
		if r, ok := n.(*ast.ReturnStmt); ok && r.Pos() == ret.Pos() {
			return r
		}
	}
	return nil
}

// listStmt returns the innermost statement around pos that sits in a
// statement list (a block or a case body).
func (c *checker) listStmt(pos token.Pos) ast.Stmt {
	path := c.path(pos)
	for i, n := range path {
		s, ok := n.(ast.Stmt)
		if !ok || i+1 >= len(path) {
			continue
		}
		switch path[i+1].(type) {
		case *ast.BlockStmt, *ast.CaseClause, *ast.CommClause:
			return s
		}
	}
	return nil
}

// path returns the syntax nodes around pos, innermost first.
func (c *checker) path(pos token.Pos) []ast.Node {
	f := c.file(pos)
	if f == nil {
		return nil
	}
	path, _ := astpath.Enclosing(f, pos, pos)
	return path
}

func (c *checker) file(pos token.Pos) *ast.File {
	for _, f := range c.pass.Files {
		if f.FileStart <= pos && pos <= f.FileEnd {
			return f
		}
	}
	return nil
}

// unknownPhrases say, in a result's text, that the outcome is unknown:
// an "unknown" or "unconfirmed" status on the error path is an honest
// answer, whatever else the result says.
var unknownPhrases = []string{
	"status: unknown", "outcome unknown", "unknown outcome", "may have", `"unknown"`,
	"outcome is unknown", "status unknown", "unknown status", "state unknown", "unknown state",
	"result unknown", "unknown result", "unconfirmed", "not confirmed",
	"outcome_unknown", "unknown_outcome", "status_unknown", // codes in a structured error
}

// mentionsUnknown reports whether a statement already speaks of an
// unknown outcome in a string literal.
func mentionsUnknown(s ast.Stmt) bool {
	found := false
	ast.Inspect(s, func(n ast.Node) bool {
		if lit, ok := n.(*ast.BasicLit); ok && lit.Kind == token.STRING {
			lower := strings.ToLower(lit.Value)
			for _, p := range unknownPhrases {
				if strings.Contains(lower, p) {
					found = true
				}
			}
		}
		return !found
	})
	return found
}

func (c *checker) diagnostic(k *keys.Tool, s *sink) analysis.Diagnostic {
	callee := calleeName(s.call)
	happened := mayHaveHappened(k.Tool.Name, callee)
	if s.commit {
		happened = mayHaveHappened(k.Tool.Name, calleeName(s.write.Call))
	}
	if decidedBy(s.write.Effects, effects.Effect.IsRunTimeStatement) {
		happened = "the statement may have run"
	} else if decidedBy(s.write.Effects, effects.Effect.IsRunTime) {
		happened = "the request may have been carried out"
	}
	d := analysis.Diagnostic{
		Pos: s.stmt.Pos(),
		End: s.stmt.End(),
		Message: fmt.Sprintf("a timeout from %s is returned as a failure, but %s; return an \"unknown\" outcome that says whether calling again is safe",
			callee, happened),
	}
	what := "the write"
	if len(s.write.Effects) > 0 {
		what = s.write.Effects[0].Described()
	}
	d.Related = []analysis.RelatedInformation{{Pos: s.write.Pos, Message: "the write happens here: " + what}}
	if s.commit {
		d.Related = append(d.Related, analysis.RelatedInformation{
			Pos: s.call.Pos(), Message: "the transaction is committed here: the write is durable only when " + callee + " succeeds",
		})
	} else if s.call != s.write.Call {
		d.Related = []analysis.RelatedInformation{
			{Pos: s.call.Pos(), Message: "the write happens here: " + what},
			{Pos: s.write.Pos, Message: "the tool returns what " + calleeName(s.write.Call) + " answers here; the error it gets is never the write's"},
		}
	}
	sentence := UnsafeSentence
	if k.DefiniteAfterTimeoutOf(s.write, s.call) && !s.commit {
		// The database runs in the process: the failure is true, the
		// write did not happen, and the retry acts once. Low harm, and
		// "unknown" would not be true.
		d.Message = fmt.Sprintf("a timeout from %s is returned as a failure; its database runs in this process, so the write did not happen, but the failure does not say that calling again is safe", callee)
		d.Category = check.Hygiene
		return d
	}
	if s.call == s.write.Call && k.NoDeadlineOf(s.write) && !s.commit {
		// No context reaches the database write: the tool's deadline
		// cannot cut it short, and its failure is mostly definite.
		d.Message = fmt.Sprintf("a failure of %s is returned as such; no context reaches its database write, so only the driver's own timeout could leave it unknown, and the failure does not say whether calling again is safe", callee)
		d.Category = check.Hygiene
		return d
	}
	if k.SafeAfterTimeoutOf(s.write, s.call, c.keyParams) {
		// The agent's retry changes nothing more: low harm.
		sentence = SafeSentence
		switch {
		case k.SideActsAgain():
			sentence = UnsafeSentence // a side write acts again
		case k.RepeatMayFindItGone():
			sentence = GoneSentence
		}
		d.Category = check.Hygiene
	} else if k.RefusedAfterTimeoutOf(s.write, s.call) {
		// The retry is refused, not repeated: low harm too, though
		// calling again is not safe to say.
		d.Category = check.Hygiene
	}
	if s.replaced {
		name := calleeName(s.call)
		d.Related = append(d.Related, analysis.RelatedInformation{
			Pos: s.call.Pos(), Message: name + " answers the write's failure with a new error, in which no test here can recognise a timeout: recognise it in " + name,
		})
	} else if fix, ok := c.fix(k, s, sentence); ok {
		d.SuggestedFixes = []analysis.SuggestedFix{fix}
	}
	return d
}

// decidedBy reports whether the effects that act again are all of the
// kind is names, or, where none acts again, whether one is: a note's
// INSERT beside a migration's statement chosen at run time is still a
// note created.
func decidedBy(effs []effects.Effect, is func(effects.Effect) bool) bool {
	acting := slices.DeleteFunc(slices.Clone(effs), func(e effects.Effect) bool { return e.Idempotent })
	if len(acting) == 0 {
		return slices.ContainsFunc(effs, is)
	}
	for _, e := range acting {
		if !is(e) {
			return false
		}
	}
	return true
}

// calleeName returns the short name of the function a call calls.
func calleeName(call ssa.CallInstruction) string {
	common := call.Common()
	if common.IsInvoke() {
		return common.Method.Name()
	}
	if fn := common.StaticCallee(); fn != nil {
		if o := fn.Origin(); o != nil {
			fn = o
		}
		if fn.Parent() == nil {
			return fn.Name()
		}
	}
	if name := sharedflow.HolderName(common); name != "" {
		return name
	}
	return "the call"
}

// participles of verbs that start tool names: send_email -> "the email
// may have been sent".
var participles = map[string]string{
	"add": "added", "append": "appended", "assign": "assigned", "book": "booked", "cancel": "cancelled",
	"close": "closed", "create": "created", "delete": "deleted", "deploy": "deployed", "email": "emailed",
	"enqueue": "enqueued", "insert": "inserted", "invite": "invited", "issue": "issued", "merge": "merged",
	"notify": "notified", "open": "opened", "place": "placed", "post": "posted", "publish": "published",
	"put": "stored", "remove": "removed", "reserve": "reserved", "schedule": "scheduled", "send": "sent",
	"set": "set", "submit": "submitted", "update": "updated", "upload": "uploaded", "write": "written",
}

// determiners start an object that takes no article of its own.
var determiners = map[string]bool{"all": true, "every": true, "each": true, "some": true, "any": true, "my": true, "the": true, "a": true, "an": true}

// quantifiers end method names with how many things they act on
// (InsertOne, UpdateMany, DeleteAll), not what they are: the object is
// "the item" or "the items".
var quantifiers = map[string]bool{"one": true, "many": true, "all": true, "multiple": true, "batch": true, "bulk": true}

// events are nouns for which "happened" reads naturally.
var events = []string{"refund", "charge", "transfer", "payment", "payout", "booking", "reservation", "withdrawal", "deposit"}

var prepositions = map[string]bool{"to": true, "in": true, "on": true, "for": true, "from": true, "into": true, "with": true, "at": true, "by": true}

// mayHaveHappened says what may have happened, from the tool's name or
// else the callee's: "the refund may have happened", "the email may have
// been sent", "the write may have happened".
func mayHaveHappened(tool, callee string) string {
	for i, name := range []string{tool, callee} {
		ws := keys.NameWords(name)
		if i == 1 {
			ws = withoutContextSuffix(ws)
		}
		// A name whose verb comes last acts on what comes before:
		// payment_link_notify notifies, it pays nothing.
		if verbLast := len(ws) > 1 && participles[ws[len(ws)-1]] != "" && participles[ws[0]] == ""; !verbLast {
			for _, w := range ws {
				for _, e := range events {
					if strings.HasPrefix(w, e) {
						return "the " + e + " may have happened"
					}
				}
			}
		}
		if len(ws) == 0 {
			continue
		}
		if pp, ok := participles[ws[0]]; ok {
			if obj := object(ws[1:]); obj != "" && !(i == 1 && encodings[obj]) {
				if determiners[strings.Fields(obj)[0]] {
					return obj + " may have been " + pp // cancel_all_orders: "all orders"
				}
				return "the " + obj + " may have been " + pp
			}
		}
	}
	return "the write may have happened"
}

// withoutContextSuffix drops the Context (or WithContext) that names a
// function's variant taking a context (PostMessageContext), which says
// nothing of what it acts on.
func withoutContextSuffix(ws []string) []string {
	if n := len(ws); n > 2 && ws[n-1] == "context" {
		ws = ws[:n-1]
		if n := len(ws); n > 2 && ws[n-1] == "with" {
			ws = ws[:n-1]
		}
	}
	return ws
}

// manner holds words that say how a tool acts rather than on what
// (delete_workspace_safely, close_issue_now).
var manner = map[string]bool{
	"safely": true, "permanently": true, "immediately": true, "manually": true, "automatically": true,
	"directly": true, "quickly": true, "softly": true, "async": true, "sync": true, "now": true, "force": true, "forced": true,
}

// object returns the object of a tool name's verb: the words up to a
// preposition or a conjunction (create_reference_from_default_branch:
// "reference"), or "" when there is none (post_to_slack,
// create_or_update_file) or the name is noun first (issue_write).
// encodings are the objects of a sender's name that say how a request
// is sent, not what it makes (PostJSON, putRequest): a callee's, not a
// tool's (create_request makes a request).
var encodings = map[string]bool{"json": true, "xml": true, "request": true, "req": true, "body": true,
	"payload": true, "raw": true, "http": true}

func object(ws []string) string {
	for i, w := range ws {
		if prepositions[w] || w == "or" || w == "and" {
			ws = ws[:i]
			break
		}
	}
	for len(ws) > 0 && manner[ws[len(ws)-1]] {
		// delete_workspace_safely: "the workspace", not "the workspace safely".
		ws = ws[:len(ws)-1]
	}
	if len(ws) == 0 || ws[0] == "write" || ws[0] == "read" {
		return ""
	}
	if last := ws[len(ws)-1]; len(last) > 4 && strings.HasSuffix(last, "ed") && !strings.HasSuffix(last, "eed") {
		return "" // DeleteParsed, UpdateSelected: which ones, not what
	}
	if !slices.ContainsFunc(ws, func(w string) bool { return !quantifiers[w] }) {
		// InsertMany, DeleteOne: how many, not what.
		if len(ws) == 1 && ws[0] == "one" {
			return "item"
		}
		return "items"
	}
	return strings.Join(ws, " ")
}

func isString(t types.Type) bool {
	b, ok := t.Underlying().(*types.Basic)
	return ok && b.Info()&types.IsString != 0
}
