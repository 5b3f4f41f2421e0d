package lostresult

import (
	_ "embed"
	"fmt"
	"github.com/idemlint/idemlint/internal/flow"
	"go/token"
	"go/types"
	"slices"
	"strings"

	"github.com/idemlint/idemlint/internal/check"
	"github.com/idemlint/idemlint/passes/effects"
	"github.com/idemlint/idemlint/passes/keys"
	"github.com/idemlint/idemlint/passes/timeouts"
	"github.com/idemlint/idemlint/passes/tools"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"
)

//go:embed doc.go
var doc string

// Analyzer reports write tools that report a failure after their write
// succeeded, without the write's result.
var Analyzer = check.New("lostresult", doc, check.ForEachWrite(reportLostResults), keys.Analyzer, timeouts.Analyzer, effects.Analyzer)

// reportLostResults reports the returns of a tool that fail after its
// write succeeded, without the write's result.
func reportLostResults(r *check.Runner, k *keys.Tool) {
	helpers := r.Pass.ResultOf[timeouts.Analyzer].(*timeouts.Result)
	found := r.Pass.ResultOf[effects.Analyzer].(*effects.Result)
	ds := diagnose(flow.NewScope(k.Tool, k.Fn), k.Tool, k, helpers, r.Config.KeyParams)
	for _, h := range tailHelpers(flow.NewScope(k.Tool, k.Fn), k, found) {
		ds = append(ds, diagnose(flow.Scope{Fn: h.Fn}, k.Tool, h, helpers, r.Config.KeyParams)...)
	}
	for _, d := range ds {
		r.ReportOnce(k.Tool, d) // tools that share a handler share its reports
	}
}

// tailHelpers returns, as tools of their own, the functions of the
// package whose results the handler returns as they are (return
// t.createPost(ctx, title), or result, err = t.createPost(...) in a
// switch's case and return result, err after it) and that write: such
// a helper's returns are the tool's, so a failure it returns after its
// own write succeeded loses that write's result as the handler's would.
// Their writes are their calls that write, from the effects pass.
func tailHelpers(s flow.Scope, k *keys.Tool, found *effects.Result) []*keys.Tool {
	var rets []*ssa.Return
	for _, b := range s.Fn.Blocks {
		if ret, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return); ok && s.Has(ret) {
			rets = append(rets, ret)
		}
	}
	var out []*keys.Tool
	seen := make(map[*ssa.Function]bool)
	for _, w := range k.Writes {
		call, ok := w.Call.(*ssa.Call)
		if !ok || !s.Has(call) {
			continue
		}
		g := call.Call.StaticCallee()
		if g == nil || g.Pkg != s.Fn.Pkg || len(g.Blocks) == 0 || seen[g] {
			continue
		}
		if !slices.ContainsFunc(rets, func(ret *ssa.Return) bool { return returnsResultsOf(ret, call) }) {
			continue
		}
		seen[g] = true
		h := *k
		h.Fn, h.Writes = g, nil
		for _, gb := range g.Blocks {
			for _, instr := range gb.Instrs {
				c, ok := instr.(ssa.CallInstruction)
				if !ok {
					continue
				}
				if effs := found.CallEffects(c); len(effs) > 0 {
					h.Writes = append(h.Writes, &keys.Write{Call: c, Effects: effs, Pos: c.Pos()})
				}
			}
		}
		if len(h.Writes) > 0 {
			out = append(out, &h)
		}
	}
	return out
}

// returnsResultsOf reports whether a return returns every result of a
// call, in order and unchanged, directly or through phis that merge it
// with other paths' values.
func returnsResultsOf(ret *ssa.Return, call *ssa.Call) bool {
	n := 1
	if t, ok := call.Type().(*types.Tuple); ok {
		n = t.Len()
	}
	if n == 0 || len(ret.Results) != n {
		return false
	}
	for i, r := range ret.Results {
		if !reaches(r, call, i, n, make(map[ssa.Value]bool)) {
			return false
		}
	}
	return true
}

// reaches reports whether v is result i of call, or a phi one of whose
// edges is.
func reaches(v ssa.Value, call *ssa.Call, i, n int, seen map[ssa.Value]bool) bool {
	if seen[v] {
		return false
	}
	seen[v] = true
	switch v := v.(type) {
	case *ssa.Call:
		return n == 1 && v == call
	case *ssa.Extract:
		return v.Tuple == call && v.Index == i
	case *ssa.Phi:
		for _, e := range v.Edges {
			if reaches(e, call, i, n, seen) {
				return true
			}
		}
	}
	return false
}

// A later is a call made after a write succeeded that can fail on its own.
type later struct {
	call  *ssa.Call
	err   ssa.Value // its error result
	fails []flow.NilBranch
}

// diagnose reports, for every write of the tool, the returns that report the
// failure of a later call without the write's result.
func diagnose(s flow.Scope, t *tools.Tool, k *keys.Tool, helpers flow.Helpers, keyParams []string) []analysis.Diagnostic {
	writes := make(map[ssa.CallInstruction]*keys.Write)
	for _, w := range k.Writes {
		writes[w.Call] = w
	}
	var out []analysis.Diagnostic
	reported := make(map[token.Pos]bool)
	// A failure return is named after the first write that claims it:
	// a write a retry repeats comes before one it repeats harmlessly
	// (a lookup that also fills in a default), which a retry redoes.
	var order []*keys.Write
	for _, idempotent := range []bool{false, true} {
		for _, w := range k.Writes {
			if w.Idempotent() == idempotent {
				order = append(order, w)
			}
		}
	}
	for _, w := range order {
		call, ok := w.Call.(*ssa.Call)
		if !ok || !s.Has(call) {
			continue
		}
		errW := flow.CallError(call) // a QueryRow's is its Scan's
		if errW == nil {
			continue
		}
		var succeeded []*ssa.BasicBlock
		for _, b := range flow.NilBranches(errW) {
			if b.IsNilOnly {
				succeeded = append(succeeded, b.IsNilBlock)
			}
		}
		if len(succeeded) == 0 {
			continue // the write's error is not checked: its success is not a branch
		}
		results := writeResults(call)
		commits := flow.Commits(s.Fn, call)
		for _, l := range laterCalls(s, call, succeeded, writes) {
			for _, f := range failureReturns(s, l, t.ErrorResults(), helpers) {
				if reported[f.ret.Pos()] || carries(f, results) || saysRetry(f) || undone(s, call, l, f.ret, results, writes) {
					continue
				}
				reported[f.ret.Pos()] = true
				out = append(out, diagnostic(t, k, w, committedBefore(commits, l.call), l, f, keyParams))
			}
		}
	}
	return out
}

// undone reports whether, on the way from the later call's failure to
// the return, the write is undone, so that no result is lost: the
// transaction the write ran in is rolled back (tx.Rollback(), or a
// deferred one, itself or in a closure, that no Commit of it precedes), or another write takes
// what the write returned (a compensating delete of what it created).
// Kept narrow: the undo must act on the write's own transaction or on
// its result, not merely follow it.
func undone(s flow.Scope, write *ssa.Call, l later, ret *ssa.Return, results map[ssa.Value]bool, writes map[ssa.CallInstruction]*keys.Write) bool {
	txs := flow.Transactions(write.Common())
	retBlock := ret.Block()
	// on reports whether instr runs on every path from the later call
	// to the return.
	on := func(instr ssa.Instruction) bool {
		b := instr.Block()
		if !b.Dominates(retBlock) || !l.call.Block().Dominates(b) {
			return false
		}
		return b != l.call.Block() || instrIndex(instr) > instrIndex(l.call)
	}
	committed := false
	for _, blk := range s.Fn.Blocks {
		for _, instr := range blk.Instrs {
			c, ok := instr.(ssa.CallInstruction)
			if !ok || !s.Has(instr) {
				continue
			}
			if tx := flow.TxMethod(c.Common(), "Commit"); tx != nil && txs[tx] && blk.Dominates(retBlock) {
				committed = true
			}
		}
	}
	for _, blk := range s.Fn.Blocks {
		for _, instr := range blk.Instrs {
			c, ok := instr.(ssa.CallInstruction)
			if !ok || !s.Has(instr) {
				continue
			}
			if d, deferred := instr.(*ssa.Defer); deferred {
				if tx := flow.DeferredRollback(d); tx != nil && txs[tx] && blk.Dominates(retBlock) && !committed {
					return true
				}
			} else if tx := flow.TxMethod(c.Common(), "Rollback"); tx != nil && txs[tx] && on(instr) {
				return true
			}
			if _, ok := writes[c]; ok && c != ssa.CallInstruction(write) && on(instr) && takesResult(c.Common(), results) {
				return true
			}
		}
	}
	return false
}

// takesResult reports whether a call takes, in an argument other than a
// context, what the write returned.
func takesResult(c *ssa.CallCommon, results map[ssa.Value]bool) bool {
	for _, a := range c.Args {
		if !flow.IsContextType(a.Type()) && flow.Derives(a, results) {
			return true
		}
	}
	return false
}

func instrIndex(instr ssa.Instruction) int {
	for i, x := range instr.Block().Instrs {
		if x == instr {
			return i
		}
	}
	return -1
}

// writeResults returns what the write hands back: its results other than
// the error, and the variables it fills through pointer arguments.
func writeResults(call *ssa.Call) map[ssa.Value]bool {
	out := make(map[ssa.Value]bool)
	if _, isTuple := call.Type().(*types.Tuple); isTuple {
		for _, ref := range flow.Refs(call) {
			if ex, ok := ref.(*ssa.Extract); ok && !flow.IsErrorType(ex.Type()) {
				out[ex] = true
			}
		}
	} else if !flow.IsErrorType(call.Type()) {
		out[call] = true
	}
	// The variables the write fills, also through the call its error
	// comes from: QueryRow(INSERT ... RETURNING id).Scan(&id).
	for _, c := range []ssa.CallInstruction{call, flow.ErrorCall(call)} {
		for _, a := range c.Common().Args {
			if _, ok := a.(*ssa.Alloc); ok {
				out[a] = true
			}
			for _, e := range variadicElems(a) {
				if mi, ok := e.(*ssa.MakeInterface); ok {
					e = mi.X
				}
				if _, ok := e.(*ssa.Alloc); ok {
					out[e] = true // Scan(&id, &at)
				}
			}
		}
	}
	return out
}

// variadicElems returns the values stored into the array behind a slice
// built in place, as a variadic call's arguments are.
func variadicElems(v ssa.Value) []ssa.Value {
	s, ok := v.(*ssa.Slice)
	if !ok {
		return nil
	}
	arr, ok := s.X.(*ssa.Alloc)
	if !ok {
		return nil
	}
	var out []ssa.Value
	for _, r := range flow.Refs(arr) {
		ia, ok := r.(*ssa.IndexAddr)
		if !ok {
			continue
		}
		for _, rr := range flow.Refs(ia) {
			if st, ok := rr.(*ssa.Store); ok && st.Addr == ssa.Value(ia) {
				out = append(out, st.Val)
			}
		}
	}
	return out
}

// laterCalls returns the calls of the tool that run only after the write
// succeeded and are operations of their own: another write, an HTTP
// request, a call that takes a context (a read-back, a poll, a ledger
// record), or a call into the SDK package the write goes to. Decoding the write's response (io.ReadAll, json.Unmarshal) is
// part of the write and takes no context; a transaction's Commit decides
// whether the write happened at all.
func laterCalls(s flow.Scope, write *ssa.Call, succeeded []*ssa.BasicBlock, writes map[ssa.CallInstruction]*keys.Write) []later {
	var out []later
	seen := make(map[*ssa.Call]bool)
	for _, blk := range s.Fn.Blocks {
		after := false
		for _, b := range succeeded {
			if b.Dominates(blk) {
				after = true
			}
		}
		if !after {
			continue
		}
		for _, instr := range blk.Instrs {
			call, ok := instr.(*ssa.Call)
			if !ok || call == write || !s.Has(call) {
				continue
			}
			if !isStep(call, write, writes, s.Fn) {
				continue
			}
			if setter(call) || accessor(call) {
				// A fluent setter of a generated client's request
				// (.Path(p) in Op(ctx).Path(p).Execute()) does not
				// fail, nor does an accessor handing out a client
				// (c.Logical() in c.Logical().Write(...)): the call
				// its error surfaces in, which sends the request, does.
				c, ok := flow.ErrorCall(call).(*ssa.Call)
				if !ok || c == call || c == write || !s.Has(c) {
					continue
				}
				call = c
			}
			errC := flow.CallError(call)
			if errC == nil || seen[call] {
				continue
			}
			seen[call] = true
			out = append(out, later{call: call, err: errC, fails: flow.NilBranches(errC)})
		}
	}
	return out
}

// setter reports whether a call is a fluent setter: a method whose one
// result has its receiver's type, as a request builder's
// r.Path(p) ApiRequest does.
func setter(call *ssa.Call) bool {
	fn := flow.Callee(call.Common())
	if fn == nil {
		return false
	}
	sig := fn.Signature()
	return sig.Recv() != nil && sig.Results().Len() == 1 && types.Identical(sig.Results().At(0).Type(), sig.Recv().Type())
}

// accessor reports whether a call is a method that takes nothing and
// returns one value that is not an error: a getter handing out a client
// or a part of one (Logical(), Slack()).
func accessor(call *ssa.Call) bool {
	fn := flow.Callee(call.Common())
	if fn == nil {
		return false
	}
	sig := fn.Signature()
	return sig.Recv() != nil && sig.Params().Len() == 0 && sig.Results().Len() == 1 && !flow.IsErrorType(sig.Results().At(0).Type())
}

// isStep reports whether a call after the write is a step of its own:
// another write, an HTTP request, a call that takes a context, or a call
// into the write's SDK package; never a transaction's Commit or Rollback,
// nor building an HTTP request.
func isStep(call, write *ssa.Call, writes map[ssa.CallInstruction]*keys.Write, handler *ssa.Function) bool {
	c := call.Common()
	fn := flow.Callee(c)
	if fn != nil {
		if recv := fn.Signature().Recv(); recv != nil && (fn.Name() == "Commit" || fn.Name() == "Rollback") {
			if n := namedOf(recv.Type()); n != nil && strings.Contains(n.Obj().Name(), "Tx") {
				return false
			}
		}
		if fn.Pkg() != nil && fn.Pkg().Path() == "net/http" {
			switch fn.Name() {
			case "Do", "Get", "Post", "PostForm", "Head":
				return true
			case "NewRequest", "NewRequestWithContext":
				return false // building the next request is not a step; sending it is
			}
		}
	}
	if _, ok := writes[call]; ok {
		return true
	}
	if !flow.TakesContext(c) && readsOnlyResult(c, write) {
		return false // UnmarshalJSONResponse(out): decoding what the write answered
	}
	if g := c.StaticCallee(); g != nil && g.Pkg != nil && handler.Pkg != nil && g.Pkg == handler.Pkg && len(g.Blocks) > 0 && flow.TakesContext(c) {
		// A helper of the handler's package that takes a context is a
		// step when a failure it returns is one: render(ctx, ws) that
		// fails only where it encodes what the write returned is not.
		return returnsStepError(g, write, handler, 0)
	}
	return flow.TakesContext(c) || sameSDK(c, write.Common(), handler)
}

// readsOnlyResult reports whether c, a function call, is given constants
// and the text the write answered (its string, bytes, reader or
// response result): such a call decodes that answer, and a failure of it
// is the write's own answer's, not a step of its own.
func readsOnlyResult(c *ssa.CallCommon, write *ssa.Call) bool {
	if c.IsInvoke() {
		return false
	}
	found := false
	for _, a := range c.Args {
		switch x := a.(type) {
		case *ssa.Const:
		case *ssa.Extract:
			if x.Tuple != write || !isAnswerText(x.Type()) {
				return false
			}
			found = true
		default:
			if a != ssa.Value(write) || !isAnswerText(a.Type()) {
				return false
			}
			found = true
		}
	}
	return found
}

// isAnswerText reports whether t holds an answer to decode: a string,
// bytes, a reader or an HTTP response.
func isAnswerText(t types.Type) bool {
	if b, ok := t.Underlying().(*types.Basic); ok && b.Info()&types.IsString != 0 {
		return true
	}
	if s, ok := t.Underlying().(*types.Slice); ok {
		if b, ok := s.Elem().Underlying().(*types.Basic); ok && b.Kind() == types.Byte {
			return true
		}
	}
	if n := namedOf(t); n != nil && n.Obj().Pkg() != nil {
		switch n.Obj().Pkg().Path() + "." + n.Obj().Name() {
		case "io.Reader", "io.ReadCloser", "net/http.Response", "encoding/json.RawMessage":
			return true
		}
	}
	return false
}

// returnsStepError reports whether a function of the handler's package
// may return an error that a step of its own made: a call that takes a
// context, one into the write's SDK package, an HTTP request, or such a
// helper in turn. An error it cannot trace is taken for one.
func returnsStepError(fn *ssa.Function, write *ssa.Call, handler *ssa.Function, depth int) bool {
	results := fn.Signature.Results()
	if results.Len() == 0 || !flow.IsErrorType(results.At(results.Len()-1).Type()) || depth > 3 {
		return true
	}
	seen := make(map[ssa.Value]bool)
	var fromStep func(v ssa.Value) bool
	fromStep = func(v ssa.Value) bool {
		if v == nil || seen[v] {
			return false
		}
		seen[v] = true
		switch x := v.(type) {
		case *ssa.Const:
			return false
		case *ssa.MakeInterface:
			return fromStep(x.X)
		case *ssa.ChangeInterface:
			return fromStep(x.X)
		case *ssa.Phi:
			return slices.ContainsFunc(x.Edges, fromStep)
		case *ssa.Extract:
			return fromStep(x.Tuple)
		case *ssa.Call:
			c := x.Common()
			if g := c.StaticCallee(); g != nil && g.Pkg != nil && g.Pkg == fn.Pkg && len(g.Blocks) > 0 {
				return returnsStepError(g, write, handler, depth+1)
			}
			if callee := flow.Callee(c); callee != nil && callee.Pkg() != nil {
				switch callee.Pkg().Path() {
				case "fmt", "errors":
					// A wrap: the errors it is given decide.
					return slices.ContainsFunc(x.Operands(nil), func(op *ssa.Value) bool {
						return *op != nil && flow.IsErrorType((*op).Type()) && fromStep(*op) || isErrorSlice(*op) && sliceHasStepError(*op, fromStep)
					})
				case "net/http", "database/sql":
					return true
				}
			}
			return flow.TakesContext(c) || sameSDK(c, write.Common(), handler) || c.IsInvoke()
		}
		return true
	}
	for _, b := range fn.Blocks {
		if ret, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return); ok && len(ret.Results) == results.Len() {
			if fromStep(ret.Results[results.Len()-1]) {
				return true
			}
		}
	}
	return false
}

// isErrorSlice reports whether v is the []any of a variadic call such as
// fmt.Errorf's.
func isErrorSlice(v ssa.Value) bool {
	if v == nil {
		return false
	}
	s, ok := v.Type().Underlying().(*types.Slice)
	if !ok {
		return false
	}
	i, ok := s.Elem().Underlying().(*types.Interface)
	return ok && i.Empty()
}

// sliceHasStepError reports whether an element stored in a variadic
// call's slice is an error fromStep takes for a step's.
func sliceHasStepError(v ssa.Value, fromStep func(ssa.Value) bool) bool {
	sl, ok := v.(*ssa.Slice)
	if !ok {
		return false
	}
	for _, r := range flow.Refs(sl.X) {
		ia, ok := r.(*ssa.IndexAddr)
		if !ok {
			continue
		}
		for _, u := range flow.Refs(ia) {
			if st, ok := u.(*ssa.Store); ok && st.Addr == ia {
				if mi, ok := st.Val.(*ssa.MakeInterface); ok && flow.IsErrorType(mi.X.Type()) && fromStep(mi.X) {
					return true
				}
			}
		}
	}
	return false
}

// sameSDK reports whether a call goes to the package of another
// module that the write goes to: stripe-go's refund.Get after refund.New.
// Helpers of the handler's own package do not count: they may decode.
func sameSDK(c, write *ssa.CallCommon, handler *ssa.Function) bool {
	fn, w := flow.Callee(c), flow.Callee(write)
	if fn == nil || w == nil || fn.Pkg() == nil || w.Pkg() == nil || handler.Pkg == nil {
		return false
	}
	return fn.Pkg() == w.Pkg() && fn.Pkg() != handler.Pkg.Pkg
}

// A failed return is a return that reports a later call's failure.
type failed struct {
	ret  *ssa.Return
	kind flow.Failure
}

// errorText is a result (not a Go error, not an error result) that
// carries the later call's error: "error: " + err.Error().
const errorText flow.Failure = flow.ErrorResult + 1

// failureReturns lists the returns that report l's failure: on the branch
// where its error is not nil, a return of a non-nil Go error, an error
// result or a text made from the error; anywhere after l, a return of
// its error (or a wrap of it) in an error-typed result.
func failureReturns(s flow.Scope, l later, apis []tools.ErrorResult, helpers flow.Helpers) []failed {
	var out []failed
	seen := make(map[*ssa.Return]bool)
	add := func(ret *ssa.Return, kind flow.Failure) {
		if !seen[ret] {
			seen[ret] = true
			out = append(out, failed{ret: ret, kind: kind})
		}
	}
	errC := map[ssa.Value]bool{l.err: true}
	for _, b := range l.fails {
		if b.Joins() {
			continue // the failure is dropped: the path goes on as if l succeeded
		}
		// Every return under the branch is what the tool returns when l
		// fails, even when other paths join it (err != nil || r == nil).
		for _, ret := range s.ReturnsUnder(b.NonNil) {
			if kind := flow.Classify(ret, apis, helpers); kind != flow.NotFailure {
				add(ret, kind)
				continue
			}
			if returnsError(ret, l.err) {
				add(ret, flow.GoError)
				continue
			}
			for _, v := range ret.Results {
				if !flow.IsErrorType(v.Type()) && flow.Derives(v, errC) {
					add(ret, errorText)
					break
				}
			}
		}
	}
	for _, b := range l.fails {
		if !b.IsNilOnly {
			return out // where err is nil is not known: stop here
		}
	}
	for _, ret := range s.ReturnsUnder(l.call.Block()) {
		if seen[ret] || underAny(ret.Block(), l.fails, false) {
			continue
		}
		if returnsError(ret, l.err) {
			add(ret, flow.GoError)
		}
	}
	return out
}

// returnsError reports whether a return's error-typed result is non-nil
// whenever err is.
func returnsError(ret *ssa.Return, err ssa.Value) bool {
	for _, v := range ret.Results {
		if flow.IsErrorType(v.Type()) && failsWith(flow.Resolve(v), err, 0) {
			return true
		}
	}
	return false
}

// underAny reports whether b is dominated by a non-nil (nonNil true) or
// nil (nonNil false) branch of the checks.
func underAny(b *ssa.BasicBlock, checks []flow.NilBranch, nonNil bool) bool {
	for _, c := range checks {
		branch := c.IsNilBlock
		if nonNil {
			branch = c.NonNil
		}
		if branch.Dominates(b) {
			return true
		}
	}
	return false
}

// failsWith reports whether an error value is non-nil whenever err is:
// err itself, a wrap of it (fmt.Errorf("...: %w", err)), or a merge of
// such values and constructed errors.
func failsWith(v, err ssa.Value, depth int) bool {
	if depth > 8 {
		return false
	}
	switch x := v.(type) {
	case *ssa.Phi:
		for i, e := range x.Edges {
			if !failsWith(e, err, depth+1) && !flow.NonNilError(e, x.Block().Preds[i], depth+1) {
				return false
			}
		}
		return len(x.Edges) > 0
	case *ssa.Call:
		return x != err && flow.IsErrorType(x.Type()) && flow.Derives(x, map[ssa.Value]bool{err: true}) || x == err
	}
	return v == err
}

// carries reports whether a failed return hands back the write's result:
// in the error itself when it is a Go error (every framework drops the
// other results then), anywhere in the result otherwise.
func carries(f failed, results map[ssa.Value]bool) bool {
	for _, v := range f.ret.Results {
		if f.kind == flow.GoError && !flow.IsErrorType(v.Type()) {
			continue
		}
		if flow.Derives(v, results) {
			return true
		}
	}
	return false
}

// saysRetry reports whether the failure tells the agent whether calling
// again is safe ("incident 7 was created, do not retry: %w"): nothing
// is lost that the agent is not told.
func saysRetry(f failed) bool {
	return slices.ContainsFunc(f.ret.Results, flow.SaysWhetherToRetry)
}

func diagnostic(t *tools.Tool, k *keys.Tool, w *keys.Write, commit *ssa.Call, l later, f failed, keyParams []string) analysis.Diagnostic {
	what := map[flow.Failure]string{flow.GoError: "an error", flow.ErrorResult: "an error result", errorText: "the error as its result"}[f.kind]
	write, laterName := callName(w.Call.Common(), w), callName(l.call.Common(), nil)
	succeeded, related := write+" succeeded", []analysis.RelatedInformation{{Pos: w.Pos, Message: write + " succeeded here"}}
	if commit != nil {
		// The write is durable at the Commit of its transaction.
		name := callName(commit.Common(), nil)
		succeeded += " and " + name + " made it durable"
		related = append(related, analysis.RelatedInformation{Pos: commit.Pos(), Message: name + " succeeded here: the write is durable"})
	}
	d := analysis.Diagnostic{
		Pos: f.ret.Pos(),
		Message: fmt.Sprintf("%s returns %s when %s fails after %s, so %s; return the result of %s along with the later failure",
			t.Label(), what, laterName, succeeded, consequence(t, w, write), write),
		Related: append(related, analysis.RelatedInformation{Pos: l.call.Pos(), Message: laterName + " failed here"}),
	}
	if rs := flow.ReturnStmt(k.Fn, f.ret.Pos()); rs != nil {
		d.End = rs.End()
	}
	if k.SafeAfterTimeoutOf(w, l.call, keyParams) {
		// The agent's retry repeats nothing and gets the result back.
		d.Category = check.Hygiene
	}
	return d
}

// committedBefore returns the Commit, of those of the write's
// transaction, that runs before the later call: the write succeeded
// there, not at its statement. Nil when none does.
func committedBefore(commits []ssa.CallInstruction, later *ssa.Call) *ssa.Call {
	for _, c := range commits {
		cc, ok := c.(*ssa.Call)
		if !ok {
			continue
		}
		b := cc.Block()
		if b == later.Block() {
			if instrIndex(cc) < instrIndex(later) {
				return cc
			}
			continue
		}
		if b.Dominates(later.Block()) {
			return cc
		}
	}
	return nil
}

// callName names a call for a message: the function or method called, or
// for a request sent through net/http its method ("the POST request").
func callName(c *ssa.CallCommon, w *keys.Write) string {
	fn := flow.Callee(c)
	if fn == nil {
		return "the call"
	}
	if fn.Pkg() != nil && fn.Pkg().Path() == "net/http" {
		if w != nil {
			for _, e := range w.Effects {
				if e.Kind == effects.KindHTTP && e.Detail != "" {
					return "the " + strings.Fields(e.Detail)[0] + " request"
				}
			}
		}
		switch fn.Name() {
		case "Get", "Head", "Post":
			return "the " + strings.ToUpper(fn.Name()) + " request"
		case "PostForm":
			return "the POST request"
		case "Do":
			return "the request"
		}
	}
	return fn.Name()
}

// consequence says what the lost result leads to: a retry that repeats
// the write ("the agent retries and refunds twice"), or, when a retry
// cannot repeat it (the write is idempotent, carries a provider key, sits
// behind a ledger lookup or a check of the current state), a success
// taken for a failure.
func consequence(t *tools.Tool, w *keys.Write, write string) string {
	if w.Idempotent() || len(w.Slots) > 0 || w.Lookup != nil || w.StateCheck != "" {
		return "the agent believes " + write + " failed"
	}
	if w.RejectsRepeat() {
		return "the agent retries and gets a conflict instead of the result"
	}
	if w.Named != "" {
		return "the agent retries and creates a second one unless " + w.Refuser() + " refuses the same " + w.Named
	}
	if fn := flow.Callee(w.Call.Common()); fn != nil {
		if v := keys.ActionVerb(fn.Name()); v != "acts twice" {
			return "the agent retries and " + v
		}
	}
	return "the agent retries and " + keys.ActionVerb(t.Name)
}

func namedOf(t types.Type) *types.Named {
	if p, ok := t.Underlying().(*types.Pointer); ok {
		t = p.Elem()
	}
	n, _ := types.Unalias(t).(*types.Named)
	return n
}
