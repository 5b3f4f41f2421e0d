package effects

import (
	"go/token"

	"golang.org/x/tools/go/ssa"
)

// A handler factory makes one closure per tool and captures what the
// closure sends: makeHandler(node, "get_pages") returns a closure that
// calls node.Send(ctx, command). The closure's write is undecided where
// it is (Effect.OpFree); the call that makes it decides it, as a call
// passing a constant decides a transport's parameter.

// capturedIndex returns the index of the free variable v is, read
// directly or through the cell of one the closure shares with its
// maker; -1 when v is not one.
func capturedIndex(v ssa.Value) int {
	if load, ok := v.(*ssa.UnOp); ok && load.Op == token.MUL {
		v = load.X
	}
	fv, ok := v.(*ssa.FreeVar)
	if !ok || fv.Parent() == nil {
		return -1
	}
	for i, f := range fv.Parent().FreeVars {
		if f == fv {
			return i
		}
	}
	return -1
}

// Captured returns effs, the effects of call in a closure, with each
// write whose operation a captured variable names (Effect.OpFree)
// decided by the value the closure's maker bound to it: a value of the
// maker's own, or its parameter, given by args, the arguments of the
// call that made the closure without the receiver (nil where unknown).
// A captured name that reads drops the write; one that names nothing
// leaves it as it was.
func Captured(call ssa.CallInstruction, effs []Effect, args []ssa.Value) []Effect {
	lit := call.Parent()
	var out []Effect
	for _, e := range effs {
		i := e.OpFree - 1
		e.OpFree = 0
		var made []ssa.Value
		if i >= 0 && i < len(lit.FreeVars) {
			made = bound(lit.FreeVars[i])
		}
		if len(made) != 1 { // not a closure, or made more than once
			out = append(out, e)
			continue
		}
		v := made[0]
		if p := spilledParam(v); p != nil && p.Parent() == lit.Parent() {
			v = nil
			if j := paramIndex(p); j >= 0 && j < len(args) {
				v = args[j]
			}
		}
		op, param, ok := namedByArg(v)
		if ok && param < 0 {
			if e, ok = withOperation(op, e); !ok {
				continue // the captured name reads
			}
		}
		out = append(out, e)
	}
	return out
}
