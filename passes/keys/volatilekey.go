package keys

import (
	"github.com/idemlint/idemlint/config"
	"github.com/idemlint/idemlint/passes/effects"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"
)

// withCalleesDepth bounds how deep WithCallees follows calls.
const withCalleesDepth = 3

// WithCallees returns a copy of k whose Uses also hold the key uses in the
// functions of this package that the handler calls, directly or through
// up to withCalleesDepth calls: a dispatch case that hands the arguments to
// a helper (openai-go's `case "issue_refund": return issueRefund(ctx,
// call.Function.Arguments)`) keeps its key slots and ledger calls there.
//
// A callee is analysed on its own: its parameters are not bound to the
// caller's arguments, so a key that arrives through one is opaque, and
// only what the callee computes itself (a derivation from decoded
// arguments, a clock, a random source) has known sources. Writes are
// those of k; the callees' writes are already in k.Writes through the
// effects facts of the calls.
//
// pass, eff and cfg are those of the handler's package. volatilekey and
// partialkey use it; it can go once the keys pass
// follows callees itself (the uses are deduplicated by position, so a
// use found twice is reported once).
func (k *Tool) WithCallees(pass *analysis.Pass, eff *effects.Result, cfg *config.Config) *Tool {
	if k == nil || k.Fn == nil {
		return k
	}
	out := *k
	out.Uses = append([]*Use(nil), k.Uses...)
	seen := map[*ssa.Function]bool{k.Fn: true}
	have := make(map[ssa.Instruction]bool)
	for _, u := range k.Uses {
		have[u.Instr] = true
	}
	var visit func(h *handler, depth int)
	visit = func(h *handler, depth int) {
		var callees []*ssa.Function
		h.instructions(func(instr ssa.Instruction) {
			call, ok := instr.(ssa.CallInstruction)
			if !ok {
				return
			}
			callee := call.Common().StaticCallee()
			if callee == nil || seen[callee] || callee.Parent() != nil || len(callee.Blocks) == 0 ||
				callee.Pkg == nil || callee.Pkg.Pkg != pass.Pkg {
				return
			}
			seen[callee] = true
			callees = append(callees, callee)
		})
		for _, fn := range callees {
			ch := calleeHandler(pass, k.Tool, fn, eff, cfg)
			for _, u := range ch.analyse().Uses {
				if !have[u.Instr] {
					have[u.Instr] = true
					out.Uses = append(out.Uses, u)
				}
			}
			if depth < withCalleesDepth {
				visit(ch, depth+1)
			}
		}
	}
	root := newHandler(pass, k.Tool, k.Fn, eff)
	root.cfg = cfg
	visit(root, 1)
	return &out
}
