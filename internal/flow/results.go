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
// an error. A call whose one result is a value with no error reports its
// error through a method of that value (database/sql's
// db.QueryRow(INSERT ... RETURNING id).Scan(&id), mongo's
// coll.FindOneAndUpdate(...).Decode(&v)): the error is that method's
// (see ErrorCall). It returns nil when the call returns no error or the
// error is not used.
func CallError(call ssa.CallInstruction) ssa.Value {
	return ownError(ErrorCall(call))
}

// ErrorCall returns the call whose error is call's: call itself, or, when
// call returns one value that is not an error and has methods, the first
// call (in source order) of a method on that value that returns an error
// (Row.Scan, SingleResult.Decode or Err): a write made by QueryRow or
// FindOneAndUpdate fails there, so the write's error is that call's. A
// method promoted from an embedded field counts as the value's: go-redis's
// rdb.LPush(ctx, k, v).Err() calls (*baseCmd).Err on &cmd.baseCmd.
func ErrorCall(call ssa.CallInstruction) ssa.CallInstruction {
	v, ok := call.(*ssa.Call)
	if !ok || ownError(call) != nil {
		return call
	}
	t := v.Type()
	if _, ok := t.(*types.Tuple); ok || IsErrorType(t) || v.Referrers() == nil {
		return call
	}
	var first ssa.CallInstruction
	var visit func(recv ssa.Value)
	visit = func(recv ssa.Value) {
		for _, ref := range *recv.Referrers() {
			if e := embeddedSelection(ref, recv); e != nil && e.Referrers() != nil {
				visit(e)
				continue
			}
			c, ok := ref.(*ssa.Call)
			if !ok || c.Parent() != v.Parent() || !onValue(c.Common(), recv) || ownError(c) == nil {
				continue
			}
			if first == nil || c.Pos() < first.Pos() {
				first = c
			}
		}
	}
	visit(v)
	if first == nil {
		return call
	}
	return first
}

// embeddedSelection returns instr when it selects an embedded field of
// x (&x.baseCmd, x.baseCmd), the receiver of a promoted method's call,
// and nil otherwise.
func embeddedSelection(instr ssa.Instruction, x ssa.Value) ssa.Value {
	var t types.Type
	var field int
	switch s := instr.(type) {
	case *ssa.FieldAddr:
		p, ok := x.Type().Underlying().(*types.Pointer)
		if s.X != x || !ok {
			return nil
		}
		t, field = p.Elem(), s.Field
	case *ssa.Field:
		if s.X != x {
			return nil
		}
		t, field = x.Type(), s.Field
	default:
		return nil
	}
	if st, ok := t.Underlying().(*types.Struct); ok && st.Field(field).Embedded() {
		return instr.(ssa.Value)
	}
	return nil
}

// onValue reports whether a call is a method call on v: v is its
// receiver, statically or through an interface.
func onValue(c *ssa.CallCommon, v ssa.Value) bool {
	if c.IsInvoke() {
		return c.Value == v
	}
	fn := c.StaticCallee()
	return fn != nil && fn.Signature.Recv() != nil && len(c.Args) > 0 && c.Args[0] == v
}

// ownError returns the error a call itself returns: the call when its
// only result is an error, the extract of its last result when that is
// an error, nil otherwise or when the error is not used.
func ownError(call ssa.CallInstruction) ssa.Value {
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

// An ErrorHelper describes a function that returns a framework error
// result on every return: a server's `toolErr(format, args...)` or
// `ToolError(log, msg, err) (*mcp.CallToolResult, error)`. A call of it
// is an error result as much as a call of the framework's constructor.
type ErrorHelper struct {
	// Result is the index of the result that is the error result.
	Result int
	// From are the parameters the error result is built from, sorted
	// (none for a constant message).
	From []int
	// NilError says that the function's last result, an error, is nil
	// on every return: the failure travels in the error result alone.
	NilError bool
	// UnlessNil is 1 + the index of an error parameter without which
	// the function returns an ordinary result (`newResult(text, err)`),
	// or 0: the call is an error result only when that argument is
	// certainly non-nil.
	UnlessNil int
}

// Helpers answers which functions are error helpers: passes/timeouts'
// Result, from the package's own functions and its imports' facts. A
// nil Helpers knows none.
type Helpers interface {
	ErrorHelper(fn *ssa.Function) *ErrorHelper
}

// helperCall reports whether a call's result at index is an error result
// because its callee is an error helper: the helper's error result is at
// that index, and a conditional helper's error argument is certainly
// non-nil at the call.
func helperCall(call *ssa.Call, index int, hs Helpers) bool {
	if hs == nil {
		return false
	}
	h := hs.ErrorHelper(call.Common().StaticCallee())
	if h == nil || h.Result != index {
		return false
	}
	if h.UnlessNil > 0 {
		args := call.Common().Args
		i := h.UnlessNil - 1
		return i < len(args) && NonNilError(args[i], call.Block(), 0)
	}
	return true
}

// NilErrorOf reports whether v, the last result of a call of an error
// helper with NilError, is a nil error: `return ToolError(log, msg, err)`
// reports the failure in its error result, not as a Go error.
func NilErrorOf(v ssa.Value, hs Helpers) bool {
	if hs == nil {
		return false
	}
	ex, ok := v.(*ssa.Extract)
	if !ok {
		return false
	}
	call, ok := ex.Tuple.(*ssa.Call)
	if !ok {
		return false
	}
	tuple, ok := call.Type().(*types.Tuple)
	if !ok || ex.Index != tuple.Len()-1 {
		return false
	}
	h := hs.ErrorHelper(call.Common().StaticCallee())
	return h != nil && h.NilError
}
