package keys

import (
	"github.com/idemlint/idemlint/internal/flow"
	"golang.org/x/tools/go/ssa"
)

// maxContents bounds how deep contents looks into a value.
const maxContents = 32

// contents returns the objects that values handed to a call hold: each
// value's own root and, through what is stored into it, the objects its
// fields, elements and pointers refer to, at any depth (a key slot of an
// order stored in the request's Order field, or in an element of its
// Transfers slice, or in a map value), however early those objects were
// built and however late they were stored. A value a function literal
// captures is followed to the one bound where the literal is made, and
// a value a call makes from its arguments (append, a request
// constructor, json.Marshal) holds what they hold.
func contents(vals ...ssa.Value) map[ssa.Value]bool {
	out := make(map[ssa.Value]bool)
	var add func(v ssa.Value, depth int)
	var down func(addr ssa.Value, depth int)
	add = func(v ssa.Value, depth int) {
		if v == nil || depth > maxContents {
			return
		}
		r := root(v)
		if out[r] {
			return
		}
		out[r] = true
		switch x := r.(type) {
		case *ssa.Slice:
			add(x.X, depth+1)
		case *ssa.Phi:
			for _, e := range x.Edges {
				add(e, depth+1)
			}
		case *ssa.Extract:
			add(x.Tuple, depth+1)
		case *ssa.Call:
			for _, a := range x.Call.Args {
				if !isContextType(a.Type()) {
					add(a, depth+1)
				}
			}
		case *ssa.FreeVar:
			if b := freeVarBinding(x); b != nil {
				add(b, depth+1)
			}
		case *ssa.Alloc, *ssa.MakeSlice, *ssa.MakeMap:
			down(r, depth+1)
		}
	}
	down = func(addr ssa.Value, depth int) {
		if depth > maxContents {
			return
		}
		for _, ref := range flow.Refs(addr) {
			switch x := ref.(type) {
			case *ssa.Store:
				if x.Addr == addr {
					add(x.Val, depth+1)
				}
			case *ssa.FieldAddr:
				down(x, depth+1)
			case *ssa.IndexAddr:
				down(x, depth+1)
			case *ssa.Slice:
				down(x, depth+1)
			case *ssa.MapUpdate:
				if x.Map == addr {
					add(x.Key, depth+1)
					add(x.Value, depth+1)
				}
			}
		}
	}
	for _, v := range vals {
		add(v, 0)
	}
	return out
}

// callContents returns the contents of a call's receiver and arguments.
func callContents(call ssa.CallInstruction) map[ssa.Value]bool {
	common := call.Common()
	vals := append([]ssa.Value(nil), common.Args...)
	if common.IsInvoke() {
		vals = append(vals, common.Value)
	}
	return contents(vals...)
}

// freeVarBinding returns the value bound to a captured variable where
// its function literal is made, or nil.
func freeVarBinding(fv *ssa.FreeVar) ssa.Value {
	fn := fv.Parent()
	parent := fn.Parent()
	if parent == nil {
		return nil
	}
	idx := -1
	for i, f := range fn.FreeVars {
		if f == fv {
			idx = i
		}
	}
	for _, blk := range parent.Blocks {
		for _, instr := range blk.Instrs {
			if mc, ok := instr.(*ssa.MakeClosure); ok && mc.Fn == fn && idx >= 0 && idx < len(mc.Bindings) {
				return mc.Bindings[idx]
			}
		}
	}
	return nil
}

// handedOn reports whether a key slot set on a local object reaches
// something outside the function's own bookkeeping: a write of the
// function (contents of its arguments, given in writes), a result of a
// function that is not the handler (a request builder), or a function
// literal. A slot on an object that is not a local allocation (a
// parameter's, a global's) is handed on by whoever owns it.
func (h *handler) handedOn(u *Use, writes []map[ssa.Value]bool) bool {
	switch u.root.(type) {
	case *ssa.Alloc, *ssa.MakeSlice, *ssa.MakeMap:
	default:
		return true
	}
	for _, c := range writes {
		if c[u.root] {
			return true
		}
	}
	escapes := false
	h.instructions(func(instr ssa.Instruction) {
		if escapes {
			return
		}
		switch x := instr.(type) {
		case *ssa.Return:
			// The handler's own results go to the model, not a provider.
			if !h.isRoot || x.Parent() != h.fn {
				escapes = contents(x.Results...)[u.root]
			}
		case *ssa.MakeClosure:
			escapes = contents(x.Bindings...)[u.root]
		case *ssa.Go, *ssa.Defer:
			escapes = callContents(x.(ssa.CallInstruction))[u.root]
		}
	})
	return escapes
}
