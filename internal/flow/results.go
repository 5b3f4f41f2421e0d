package flow

import (
	"go/token"
	"go/types"
	"slices"

	"golang.org/x/tools/go/ssa"
)

// Returned returns the i'th value ret returns. In a function with
// deferred calls, a return stores its values in result slots, runs the
// defers and loads them back; Returned looks through the slot to the
// value stored in the same block.
func Returned(ret *ssa.Return, i int) ssa.Value {
	v := ret.Results[i]
	load, ok := v.(*ssa.UnOp)
	if !ok || load.Op != token.MUL {
		return v
	}
	slot, ok := load.X.(*ssa.Alloc)
	if !ok || slot.Heap {
		return v
	}
	instrs := ret.Block().Instrs
	for j := slices.Index(instrs, ssa.Instruction(load)) - 1; j >= 0; j-- {
		if st, ok := instrs[j].(*ssa.Store); ok && st.Addr == slot {
			return st.Val
		}
	}
	return v
}

// CallError returns the error a call returns: the call itself when its
// only result is an error, or the extract of its last result when that is
// an error. It returns nil when the call returns no error or the error
// is not used.
func CallError(call ssa.CallInstruction) ssa.Value {
	v, ok := call.(*ssa.Call)
	if !ok {
		return nil
	}
	t := v.Type()
	if tuple, ok := t.(*types.Tuple); ok {
		if tuple.Len() == 0 || !IsErrorType(tuple.At(tuple.Len()-1).Type()) {
			return nil
		}
		for _, ref := range *v.Referrers() {
			if ex, ok := ref.(*ssa.Extract); ok && ex.Index == tuple.Len()-1 {
				return ex
			}
		}
		return nil
	}
	if IsErrorType(t) {
		return v
	}
	return nil
}
