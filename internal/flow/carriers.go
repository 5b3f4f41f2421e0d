package flow

import (
	"go/token"
	"go/types"
	"slices"

	"golang.org/x/tools/go/ssa"
)

// Carriers returns the values that carry the seeds: the seeds, its
// conversions, phis and extracts, the objects it is stored into, loads
// from them, string concatenations, and the results of calls that take
// it (fmt.Errorf, err.Error(), fmt.Sprintf). errors.As(err, &target)
// makes the target carry it. Comparisons do not: `err != nil` is a
// condition on err, not a value that holds it; nor does the error a call
// returns beside other results when what it took is no error:
// json.Marshal(results), results holding an error's text, fails on its
// own, while its data carries the text.
func Carriers(seeds ...ssa.Value) map[ssa.Value]bool {
	d := make(map[ssa.Value]bool)
	var work []ssa.Value
	add := func(v ssa.Value) {
		if v != nil && !d[v] {
			d[v] = true
			work = append(work, v)
		}
	}
	for _, s := range seeds {
		add(s)
	}
	for len(work) > 0 {
		v := work[len(work)-1]
		work = work[:len(work)-1]
		refs := v.Referrers()
		if refs == nil {
			continue
		}
		for _, ref := range *refs {
			switch x := ref.(type) {
			case *ssa.MakeInterface, *ssa.ChangeInterface, *ssa.ChangeType, *ssa.Convert, *ssa.TypeAssert,
				*ssa.Phi, *ssa.Extract, *ssa.Slice, *ssa.Field, *ssa.FieldAddr, *ssa.Index, *ssa.IndexAddr,
				*ssa.MultiConvert, *ssa.SliceToArrayPointer, *ssa.MakeClosure, *ssa.Lookup:
				add(x.(ssa.Value))
			case *ssa.UnOp:
				if x.Op == token.ARROW || x.Op == token.MUL && !overwritten(x, d) {
					add(x)
				}
			case *ssa.BinOp:
				if x.Op == token.ADD {
					add(x)
				}
			case *ssa.Store:
				if x.Val == v {
					add(allocOf(x.Addr))
				}
			case *ssa.MapUpdate:
				if x.Value == v || x.Key == v {
					add(x.Map)
				}
			case *ssa.Call:
				c := x.Common()
				if isErrorsAs(c) && c.Args[0] == v {
					add(allocOf(c.Args[1]))
				}
				if res, ok := x.Type().(*types.Tuple); ok && !isError(v.Type()) {
					for _, r := range Refs(x) {
						if e, ok := r.(*ssa.Extract); ok && e.Tuple == x && !IsErrorType(res.At(e.Index).Type()) {
							add(e)
						}
					}
					continue
				}
				add(x)
			}
		}
	}
	return d
}

// overwritten reports whether load reads a local variable (err, a named
// result kept for a defer) whose value at the load was stored there by
// a store of something the seeds do not reach: `if err = write(); err !=
// nil { log(err) }; if err = read(); err != nil { return err }` returns
// the read's error, not the write's. The store that reaches the load is
// the last one before it in its block, or on its dominator path with no
// other store between; a variable whose address escapes (a call, a
// closure) may hold anything, and is not overwritten.
func overwritten(load *ssa.UnOp, d map[ssa.Value]bool) bool {
	alloc, ok := load.X.(*ssa.Alloc)
	if !ok || load.Block() == nil {
		return false
	}
	var stores []*ssa.Store
	for _, ref := range Refs(alloc) {
		switch r := ref.(type) {
		case *ssa.Store:
			if r.Addr != alloc {
				return false
			}
			stores = append(stores, r)
		case *ssa.UnOp:
			if r.Op != token.MUL {
				return false
			}
		case *ssa.DebugRef:
		default:
			return false // the address escapes
		}
	}
	s := reachingStore(load, alloc, stores)
	return s != nil && !d[s.Val]
}

// reachingStore returns the one store of stores whose value a load of
// alloc reads, or nil when it is not that simple.
func reachingStore(load *ssa.UnOp, alloc *ssa.Alloc, stores []*ssa.Store) *ssa.Store {
	b := load.Block()
	before := func(blk *ssa.BasicBlock, until int) *ssa.Store {
		for i := until - 1; i >= 0; i-- {
			if st, ok := blk.Instrs[i].(*ssa.Store); ok && st.Addr == alloc {
				return st
			}
		}
		return nil
	}
	idx := -1
	for i, instr := range b.Instrs {
		if instr == load {
			idx = i
		}
	}
	if idx < 0 {
		return nil
	}
	if st := before(b, idx); st != nil {
		return st
	}
	for blk := b.Idom(); blk != nil; blk = blk.Idom() {
		st := before(blk, len(blk.Instrs))
		if st == nil {
			continue
		}
		// No other store on a path from it to the load.
		for _, other := range stores {
			ob := other.Block()
			if other == st || ob == nil || ob == blk || !blk.Dominates(ob) {
				continue
			}
			// A store after the load in its own block reaches it only
			// round a loop.
			if ob == b && !slices.ContainsFunc(b.Succs, func(s *ssa.BasicBlock) bool { return Reaches(s, b) }) {
				continue
			}
			if Reaches(ob, b) {
				return nil
			}
		}
		return st
	}
	return nil
}

// Dominates reports whether a executes before b on every path to b.
func Dominates(a, b ssa.Instruction) bool {
	ab, bb := a.Block(), b.Block()
	if ab == nil || bb == nil || ab.Parent() != bb.Parent() {
		return false
	}
	if ab != bb {
		return ab.Dominates(bb)
	}
	for _, instr := range ab.Instrs {
		switch instr {
		case a:
			return true
		case b:
			return false
		}
	}
	return false
}

// Reaches reports whether block to can be reached from block from (from
// itself included).
func Reaches(from, to *ssa.BasicBlock) bool { return ReachesAvoiding(from, to, nil) }

// ReachesAvoiding reports whether block to can be reached from block
// from without passing through block avoid (nil: any path counts).
func ReachesAvoiding(from, to, avoid *ssa.BasicBlock) bool {
	seen := map[*ssa.BasicBlock]bool{}
	if avoid != nil {
		seen[avoid] = true
	}
	work := []*ssa.BasicBlock{from}
	for len(work) > 0 {
		b := work[len(work)-1]
		work = work[:len(work)-1]
		if b == to {
			return true
		}
		if !seen[b] {
			seen[b] = true
			work = append(work, b.Succs...)
		}
	}
	return false
}

// allocOf returns the local allocation an address points into, or nil.
func allocOf(addr ssa.Value) ssa.Value {
	for range 16 {
		switch x := addr.(type) {
		case *ssa.Alloc:
			return x
		case *ssa.FieldAddr:
			addr = x.X
		case *ssa.IndexAddr:
			addr = x.X
		case *ssa.MakeInterface:
			addr = x.X
		case *ssa.ChangeType:
			addr = x.X
		default:
			return nil
		}
	}
	return nil
}

// isErrorsAs reports whether c calls errors.As(err, &target).
func isErrorsAs(c *ssa.CallCommon) bool {
	fn := c.StaticCallee()
	return fn != nil && fn.Pkg != nil && fn.Pkg.Pkg.Path() == "errors" && fn.Name() == "As" && len(c.Args) == 2
}

var errorInterface = types.Universe.Lookup("error").Type().Underlying().(*types.Interface)

// isError reports whether a value of type t is an error: error itself,
// or a type whose value or pointer implements it.
func isError(t types.Type) bool {
	return ImplementsError(t) || ImplementsError(types.NewPointer(t))
}
