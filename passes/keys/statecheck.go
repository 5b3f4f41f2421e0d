package keys

import (
	"go/constant"
	"go/token"
	"go/types"
	"slices"
	"strings"

	"github.com/idemlint/idemlint/internal/flow"
	"github.com/idemlint/idemlint/passes/effects"
	"github.com/idemlint/idemlint/passes/tools"
	"golang.org/x/tools/go/ssa"
)

// A check of the current state before a write is a lookup (L1,
// design/checks.md "Clarifications"):
//
//	pr, err := gh.GetPullRequest(ctx, owner, repo, n)
//	if err != nil { return errResult(err) }
//	if pr.IsDraft == wantDraft {
//		return okResult("already in that state")
//	}
//	return gh.SetDraft(ctx, pr.ID, wantDraft)
//
// A retried call reads the state the first call left and returns on the
// "already done" branch: it does not act twice, even after a timeout,
// since the state is the provider's and read afresh.

// stateCheck returns the read that checks the current state before the
// write w, or nil: a call in the same function that
//   - dominates w, writes nothing, and is an operation rather than a
//     local accessor such as req.GetString or strings.TrimSpace: it takes
//     a context, or it is a method of a type outside the standard library
//     and the frameworks (linear's client.GetIssue(id) takes none);
//   - reads the same resource: w's arguments or receiver derive from
//     its result, or the two share an argument that is not a constant or
//     a context (the read's URL may be the write's with a query added:
//     GET path + "?ref=" + branch before a POST to path);
//   - guards w: a branch whose condition derives from its result (not
//     from its error alone) leaves, on the side w is not reachable from,
//     through a return that is not a failure (an error result built by
//     one of the package's error helpers is one, with or without an
//     error: return fail("the queue is paused", nil) refuses, it does
//     not find the work done; a create or an INSERT must be passed by
//     that return, not merely nested in an if on the read); or w runs
//     only where the
//     read failed, where it found nothing (onlyWhenMissing): a retry
//     finds what the first call made and skips w.
//
// A call of a function of this package (a helper: if merged, _ :=
// isMerged(ctx, id); merged { return "already merged" }) is judged by
// what it does rather than by its signature: it is the read only when,
// inside it (or a helper it calls, to maxHelperDepth), a call that
// writes nothing and is an operation takes the parameter that receives
// the argument it shares with w (any read, when w acts on what the
// helper returns), and a result of the helper derives from what that
// read returns or fills. A helper that reads another resource, or reads
// nothing, checks no state.
func (h *handler) stateCheck(w *Write) ssa.CallInstruction {
	if w.Call == nil || w.Idempotent() || len(w.Slots) > 0 || w.Lookup != nil {
		return nil
	}
	fn := w.Call.Parent()
	if fn == nil {
		return nil
	}
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			r, ok := instr.(*ssa.Call)
			if !ok || r == w.Call || !h.isOperation(r.Common()) || len(h.eff.CallEffects(r)) > 0 || !flow.Dominates(r, w.Call) {
				continue
			}
			if h.input != nil && flow.Derives(receiverOf(r.Common()), map[ssa.Value]bool{h.input: true}) {
				continue // the tool's own request
			}
			shared, fromResult := resourceLink(r, w.Call)
			if len(shared) == 0 && !fromResult {
				continue
			}
			if g := h.helper(r.Common()); g != nil && !h.helperReads(g, shared, fromResult, 0) {
				continue
			}
			if h.guardsEarlyReturn(r, w.Call, w.creates(h.tool.Name) || w.inserts()) || onlyWhenMissing(r, w.Call) {
				return r
			}
		}
	}
	return nil
}

// isOperation reports whether a call may read a resource: it takes a
// context, or it calls a method of this package or of a package outside
// the standard library (no dot in the path's first element) and the
// frameworks.
func (h *handler) isOperation(c *ssa.CallCommon) bool {
	if flow.TakesContext(c) || h.helper(c) != nil {
		return true
	}
	var fn *types.Func
	if c.IsInvoke() {
		fn = c.Method
	} else if f := flow.Callee(c); f != nil && f.Signature().Recv() != nil {
		fn = f
	}
	if fn == nil || fn.Pkg() == nil {
		return false
	}
	if fn.Pkg() == h.pkg {
		return true
	}
	path := fn.Pkg().Path()
	first, _, _ := strings.Cut(path, "/")
	return strings.Contains(first, ".") && !tools.InFramework(path)
}

// receiverOf returns a call's receiver, or nil for a function call.
func receiverOf(c *ssa.CallCommon) ssa.Value {
	if c.IsInvoke() {
		return c.Value
	}
	if fn := flow.Callee(c); fn != nil && fn.Signature().Recv() != nil && len(c.Args) > 0 {
		return c.Args[0]
	}
	return nil
}

// resourceLink tells how the write w acts on what the read r read: the
// indexes of r's arguments that w takes too (an id, an owner and a
// number), and whether w's arguments derive from r's result.
func resourceLink(r *ssa.Call, w ssa.CallInstruction) (shared map[int]bool, fromResult bool) {
	wc := w.Common()
	read := map[ssa.Value]bool{r: true}
	args := wc.Args
	if wc.IsInvoke() {
		args = append([]ssa.Value{wc.Value}, args...)
	}
	index := make(map[any][]int)
	for i, a := range r.Common().Args {
		if _, isConst := a.(*ssa.Const); !isConst && !flow.IsContextType(a.Type()) {
			index[valueKey(a)] = append(index[valueKey(a)], i)
			if base := queriedPath(a); base != nil {
				index[valueKey(base)] = append(index[valueKey(base)], i) // GET path + "?ref=" + branch reads what path names
			}
		}
	}
	recv := receiverOf(wc)
	for _, a := range args {
		if a == recv || flow.IsContextType(a.Type()) {
			continue // the client both calls on is no resource
		}
		for _, i := range index[valueKey(a)] {
			if shared == nil {
				shared = make(map[int]bool)
			}
			shared[i] = true
		}
		if flow.Derives(a, read) {
			fromResult = true
		}
	}
	return shared, fromResult
}

// A fieldKey names a field of one struct value or pointer: two reads of
// request.Email are one value.
type fieldKey struct {
	x     ssa.Value
	field int
}

// valueKey returns what identifies v as an argument: a field read
// (request.Email, through a pointer or of a value) by its struct and
// field, since each read is an SSA value of its own; v otherwise.
func valueKey(v ssa.Value) any {
	switch x := v.(type) {
	case *ssa.UnOp:
		if fa, ok := x.X.(*ssa.FieldAddr); ok && x.Op == token.MUL {
			return fieldKey{fa.X, fa.Field}
		}
	case *ssa.Field:
		return fieldKey{x.X, x.Field}
	}
	return v
}

// queriedPath returns the path a URL string is built from by adding a
// query to it (path + "?ref=" + b, fmt.Sprintf("%s?ref=%s", path, b)),
// or nil.
func queriedPath(v ssa.Value) ssa.Value {
	switch x := v.(type) {
	case *ssa.BinOp:
		for b := x; ; {
			y, ok := b.X.(*ssa.BinOp)
			if !ok || y.Op != token.ADD {
				if c, ok := b.Y.(*ssa.Const); ok && b.Op == token.ADD && c.Value != nil && c.Value.Kind() == constant.String &&
					strings.HasPrefix(constant.StringVal(c.Value), "?") {
					return b.X
				}
				return nil
			}
			b = y
		}
	case *ssa.Call:
		fn := flow.Callee(x.Common())
		if fn == nil || fn.Pkg() == nil || fn.Pkg().Path() != "fmt" || fn.Name() != "Sprintf" || len(x.Call.Args) != 2 {
			return nil
		}
		c, ok := x.Call.Args[0].(*ssa.Const)
		if !ok || c.Value == nil || c.Value.Kind() != constant.String || !strings.HasPrefix(constant.StringVal(c.Value), "%s?") {
			return nil
		}
		return effects.VariadicAt(x.Call.Args[1], 0)
	}
	return nil
}

// maxHelperDepth bounds how deep helperReads looks for the read.
const maxHelperDepth = 3

// helper returns the function of this package, with a body, that a
// static call calls; nil for anything else (an interface method, a
// function of another package, a closure).
func (h *handler) helper(c *ssa.CallCommon) *ssa.Function {
	if c.IsInvoke() {
		return nil
	}
	g := c.StaticCallee()
	if g == nil || g.Parent() != nil || len(g.Blocks) == 0 {
		return nil
	}
	if obj, ok := g.Object().(*types.Func); !ok || obj.Pkg() != h.pkg {
		return nil
	}
	return g
}

// helperReads reports whether g, a helper of this package called with
// the identifying arguments at the indexes of shared, reads them: a call
// in it that writes nothing, is an operation (a helper of its own only
// when it reads so too) and takes one of those parameters (any read, when
// anyRead), with a non-error result of g deriving from what the read
// returns or fills. Below the top, the result is the caller's to check:
// a helper may fill a value its caller passes (fetch(id, &out)).
func (h *handler) helperReads(g *ssa.Function, shared map[int]bool, anyRead bool, depth int) bool {
	if depth > maxHelperDepth {
		return false
	}
	ids := make(map[ssa.Value]bool)
	for i := range shared {
		if i < len(g.Params) {
			ids[g.Params[i]] = true
		}
	}
	var reads []*ssa.Call
	for _, b := range g.Blocks {
		for _, instr := range b.Instrs {
			c, ok := instr.(*ssa.Call)
			if !ok || !h.isOperation(c.Common()) || len(h.eff.CallEffects(c)) > 0 {
				continue
			}
			inner := make(map[int]bool)
			for i, a := range c.Common().Args {
				if !flow.IsContextType(a.Type()) && flow.Derives(a, ids) {
					inner[i] = true
				}
			}
			if c.Common().IsInvoke() && flow.Derives(c.Common().Value, ids) {
				inner[-1] = true
			}
			if len(inner) == 0 && !anyRead {
				continue
			}
			if n := h.helper(c.Common()); n != nil && !h.helperReads(n, inner, anyRead, depth+1) {
				continue
			}
			reads = append(reads, c)
		}
	}
	if len(reads) == 0 {
		return false
	}
	if depth > 0 {
		return true
	}
	// What the reads return, or fill through a pointer they are given.
	from := make(map[ssa.Value]bool)
	for _, c := range reads {
		from[c] = true
		for _, a := range c.Common().Args {
			if mi, ok := a.(*ssa.MakeInterface); ok {
				a = mi.X
			}
			if alloc, ok := a.(*ssa.Alloc); ok {
				from[alloc] = true
			}
		}
	}
	for _, b := range g.Blocks {
		if len(b.Instrs) == 0 {
			continue
		}
		ret, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return)
		if !ok {
			continue
		}
		for _, v := range ret.Results {
			if !flow.IsErrorType(v.Type()) && flow.Derives(v, from) {
				return true
			}
		}
	}
	return false
}

// guardsEarlyReturn reports whether a branch on r's result, between r
// and w, leaves on its other side through a return that is not a
// failure: the "already done" branch.
//
// A write that creates must be passed by the early return itself: a
// create merely nested in an if on the read (if task.IsRecurring() {
// CreateNext(task) }), whose other side joins the path after it, is
// guarded by what the read found, not by whether the create was made.
func (h *handler) guardsEarlyReturn(r *ssa.Call, w ssa.CallInstruction, creates bool) bool {
	read := map[ssa.Value]bool{r: true}
	for _, b := range r.Parent().Blocks {
		// The branch must come before w: the If that ends w's own block
		// comes after it (a test of the write's own error).
		if len(b.Instrs) == 0 || b == w.Block() || !b.Dominates(w.Block()) || loopHeader(b) {
			continue
		}
		ifInstr, ok := b.Instrs[len(b.Instrs)-1].(*ssa.If)
		if !ok || !flow.Dominates(r, ifInstr) || !flow.DerivesAt(ifInstr.Cond, read, ifInstr) {
			continue
		}
		for _, s := range b.Succs {
			if flow.Reaches(s, w.Block()) || creates && len(s.Preds) > 1 {
				continue
			}
			if h.returnsSuccess(s) {
				return true
			}
		}
	}
	return false
}

// loopHeader reports whether b tests a loop's condition: a block it
// dominates jumps back to it. A loop over what the read returned ends
// when the items do (for _, c := range result.Cards), and its exit is no
// "already done".
func loopHeader(b *ssa.BasicBlock) bool {
	for _, p := range b.Preds {
		if b.Dominates(p) {
			return true
		}
	}
	return false
}

// returnsSuccess reports whether every return reached from b without
// leaving the blocks b dominates is not a failure, and there is one, and
// nothing on the way writes: a branch that makes another write (a read
// that only chooses which write to make, as mcp-grafana's
// update_dashboard sends v2 dashboards elsewhere) is no "already done".
func (h *handler) returnsSuccess(b *ssa.BasicBlock) bool {
	found := false
	for _, blk := range b.Parent().Blocks {
		if !b.Dominates(blk) || len(blk.Instrs) == 0 {
			continue
		}
		for _, instr := range blk.Instrs {
			if call, ok := instr.(ssa.CallInstruction); ok && len(h.eff.CallEffects(call)) > 0 {
				return false
			}
		}
		ret, ok := blk.Instrs[len(blk.Instrs)-1].(*ssa.Return)
		if !ok {
			continue
		}
		if flow.Classify(ret, h.tool.ErrorResults(), h.helpers) != flow.NotFailure || slices.ContainsFunc(ret.Results, flow.SaysFailed) {
			return false
		}
		found = true
	}
	return found
}

// calleeName names a call's callee for messages: the method or function
// name.
func calleeName(c *ssa.CallCommon) string {
	if c.IsInvoke() {
		return c.Method.Name()
	}
	if fn := flow.Callee(c); fn != nil {
		return fn.Name()
	}
	return "a read"
}

// onlyWhenMissing reports whether w runs only where the read r failed:
// w's block lies under the non-nil side of a test of r's error, or under
// the side of a branch that the condition rules out whenever r's error is
// nil (a flag set only on the error path: notFound := err != nil &&
// resp.StatusCode == 404; if notFound { create }). A read of the same
// resource that found nothing guards the create as a check of the state
// does: a retry reads what the first call made, and skips it.
func onlyWhenMissing(r *ssa.Call, w ssa.CallInstruction) bool {
	errR := flow.CallError(r)
	if errR == nil {
		return false
	}
	var failed []*ssa.BasicBlock
	for _, b := range flow.NilBranches(errR) {
		if b.NonNilOnly {
			failed = append(failed, b.NonNil)
		}
	}
	if len(failed) == 0 {
		return false
	}
	under := func(b *ssa.BasicBlock) bool {
		for _, f := range failed {
			if f.Dominates(b) {
				return true
			}
		}
		return false
	}
	wb := w.Block()
	if under(wb) {
		return true
	}
	for _, b := range r.Parent().Blocks {
		if len(b.Instrs) == 0 || b == wb || !b.Dominates(wb) {
			continue
		}
		iff, ok := b.Instrs[len(b.Instrs)-1].(*ssa.If)
		if !ok || !flow.Dominates(r, iff) {
			continue
		}
		for k, succ := range b.Succs {
			if len(succ.Preds) != 1 || !succ.Dominates(wb) {
				continue
			}
			// On the true side (k 0) the condition must be false
			// where the read succeeded; on the false side, true.
			if v, known := valueWhenNil(iff.Cond, errR, under, 0); known && v != (k == 0) {
				return true
			}
		}
	}
	return false
}

// valueWhenNil returns the value a boolean takes whenever err is nil, if
// it is known: a constant, err compared with nil, a negation, or a phi
// whose every edge that can come from where err is nil (not under
// failed) has the same known value.
func valueWhenNil(v, err ssa.Value, failed func(*ssa.BasicBlock) bool, depth int) (value, known bool) {
	if depth > 8 {
		return false, false
	}
	switch x := v.(type) {
	case *ssa.Const:
		if x.Value != nil && x.Value.Kind() == constant.Bool {
			return constant.BoolVal(x.Value), true
		}
	case *ssa.UnOp:
		if x.Op == token.NOT {
			v, known := valueWhenNil(x.X, err, failed, depth+1)
			return !v, known
		}
	case *ssa.BinOp:
		if (x.Op == token.EQL || x.Op == token.NEQ) && (x.X == err && flow.IsNil(x.Y) || x.Y == err && flow.IsNil(x.X)) {
			return x.Op == token.EQL, true
		}
	case *ssa.Phi:
		seen := false
		for i, e := range x.Edges {
			if failed(x.Block().Preds[i]) {
				continue // only where err is not nil
			}
			ev, known := valueWhenNil(e, err, failed, depth+1)
			if !known || seen && ev != value {
				return false, false
			}
			value, seen = ev, true
		}
		return value, seen
	}
	return false, false
}

// inserts reports whether a non-idempotent effect of the write inserts a
// row.
func (w *Write) inserts() bool {
	for _, e := range w.Effects {
		if !e.Idempotent && e.Kind == effects.KindSQL && strings.HasPrefix(e.Detail, "INSERT ") {
			return true
		}
	}
	return false
}
