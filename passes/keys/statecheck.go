package keys

import (
	"go/types"
	"strings"

	"github.com/idemlint/idemlint/internal/flow"
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
//     a context;
//   - guards w: a branch whose condition derives from its result (not
//     from its error alone) leaves, on the side w is not reachable from,
//     through a return that is not a failure.
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
			if !ok || r == w.Call || !h.isOperation(r.Common()) || len(h.eff.CallEffects(r)) > 0 || !dominates(r, w.Call) {
				continue
			}
			if h.input != nil && flow.Derives(receiverOf(r.Common()), map[ssa.Value]bool{h.input: true}) {
				continue // the tool's own request
			}
			if sameResource(r, w.Call) && h.guardsEarlyReturn(r, w.Call) {
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
	if flow.TakesContext(c) {
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

// sameResource reports whether the write w acts on what the read r
// read: w's arguments derive from r's result, or both take one of the
// same values (an id, an owner and a number).
func sameResource(r *ssa.Call, w ssa.CallInstruction) bool {
	wc := w.Common()
	read := map[ssa.Value]bool{r: true}
	args := wc.Args
	if wc.IsInvoke() {
		args = append([]ssa.Value{wc.Value}, args...)
	}
	shared := make(map[ssa.Value]bool)
	for _, a := range r.Common().Args {
		if _, isConst := a.(*ssa.Const); !isConst && !flow.IsContextType(a.Type()) {
			shared[a] = true
		}
	}
	recv := receiverOf(wc)
	for _, a := range args {
		if a == recv || flow.IsContextType(a.Type()) {
			continue // the client both calls on is no resource
		}
		if shared[a] || flow.Derives(a, read) {
			return true
		}
	}
	return false
}

// guardsEarlyReturn reports whether a branch on r's result, between r
// and w, leaves on its other side through a return that is not a
// failure: the "already done" branch.
func (h *handler) guardsEarlyReturn(r *ssa.Call, w ssa.CallInstruction) bool {
	read := map[ssa.Value]bool{r: true}
	for _, b := range r.Parent().Blocks {
		if len(b.Instrs) == 0 || !b.Dominates(w.Block()) {
			continue
		}
		ifInstr, ok := b.Instrs[len(b.Instrs)-1].(*ssa.If)
		if !ok || !dominates(r, ifInstr) || !flow.Derives(ifInstr.Cond, read) {
			continue
		}
		for _, s := range b.Succs {
			if reaches(s, w.Block()) {
				continue
			}
			if h.returnsSuccess(s) {
				return true
			}
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
		if flow.Classify(ret, h.tool.ErrorResults(), nil) != flow.NotFailure {
			return false
		}
		found = true
	}
	return found
}

// reaches reports whether to can be reached from from.
func reaches(from, to *ssa.BasicBlock) bool {
	seen := make(map[*ssa.BasicBlock]bool)
	stack := []*ssa.BasicBlock{from}
	for len(stack) > 0 {
		b := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if b == to {
			return true
		}
		if seen[b] {
			continue
		}
		seen[b] = true
		stack = append(stack, b.Succs...)
	}
	return false
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
