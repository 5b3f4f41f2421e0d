package keys

import (
	"github.com/idemlint/idemlint/internal/flow"
	"golang.org/x/tools/go/ssa"
)

// markFilled sets Key.Filled on the keys of k's uses.
func (w *walk) markFilled(k *Tool) {
	done := make(map[*Key]bool)
	for _, u := range k.Uses {
		if !done[u.Key] {
			done[u.Key] = true
			u.Key.Filled = w.filled(u.Key)
		}
	}
}

// filled reports whether a key depends on memory that a call fills
// (db.QueryRow(...).Scan(&id), json.Unmarshal(data, &rec), a
// strings.Builder written by its methods). The trace does not follow
// such fills, so the sources of the key would be incomplete: a key built
// from in.OrderID and an id scanned from a query of the amount looks
// derived from order_id alone. Reads of tool parameters stop the walk, so
// the struct the handler decodes its arguments into does not count.
// Parameters of callees are followed to the caller's arguments.
func (w *walk) filled(key *Key) bool {
	t := &tracer{h: w.root, seen: make(map[ssa.Value]bool)}
	seen := make(map[ssa.Value]bool)
	consumers := make(map[ssa.CallInstruction]bool) // the calls the walk came through
	var visit func(v ssa.Value, b *binding, depth int) bool
	var filled func(addr ssa.Value, b *binding, depth int) bool
	var returned func(call *ssa.Call, index int, b *binding, depth int) bool
	visit = func(v ssa.Value, b *binding, depth int) bool {
		if v == nil || seen[v] || depth > 64 {
			return false
		}
		seen[v] = true
		if _, ok := t.paramName(v, b); ok {
			return false
		}
		switch x := v.(type) {
		case *ssa.Parameter:
			if arg, outer, ok := b.arg(x); ok {
				return visit(arg, outer, depth+1)
			}
		case *ssa.Alloc:
			return filled(x, b, depth)
		case *ssa.Extract:
			// Only the result taken: a helper's error result would visit
			// the call that fills the value it returns as one the walk
			// came through.
			if call, ok := x.Tuple.(*ssa.Call); ok && w.follows(call) {
				consumers[call] = true
				defer delete(consumers, call)
				return returned(call, x.Index, b, depth)
			}
		case *ssa.Call:
			consumers[x] = true
			defer delete(consumers, x)
			if w.follows(x) && returned(x, -1, b, depth) {
				return true
			}
		}
		instr, ok := v.(ssa.Instruction)
		if !ok {
			return false
		}
		for _, op := range instr.Operands(nil) {
			if *op != nil && visit(*op, b, depth+1) {
				return true
			}
		}
		return false
	}
	// returned visits what a call to a function of this package returns:
	// the result at index, or every result when index is negative.
	returned = func(call *ssa.Call, index int, b *binding, depth int) bool {
		callee := call.Common().StaticCallee()
		inner := bindCall(callee, call.Common(), b)
		for _, blk := range callee.Blocks {
			ret, ok := blk.Instrs[len(blk.Instrs)-1].(*ssa.Return)
			if !ok {
				continue
			}
			for i, r := range ret.Results {
				if (index < 0 || i == index) && visit(r, inner, depth+1) {
					return true
				}
			}
		}
		return false
	}
	// filled looks at what writes into an address: stores are followed,
	// and a call it is handed to (other than one the walk came through)
	// fills it, as does whoever receives it when it is stored elsewhere.
	filled = func(addr ssa.Value, b *binding, depth int) bool {
		if depth > 64 {
			return false
		}
		for _, ref := range flow.Refs(addr) {
			switch r := ref.(type) {
			case *ssa.Store:
				if r.Val == addr {
					return true // the address escapes: Scan(&id) through ...any
				}
				if r.Addr == addr && visit(r.Val, b, depth+1) {
					return true
				}
			case *ssa.FieldAddr, *ssa.IndexAddr, *ssa.Slice, *ssa.MakeInterface, *ssa.ChangeType, *ssa.Convert:
				if filled(r.(ssa.Value), b, depth+1) {
					return true
				}
			case ssa.CallInstruction:
				if !consumers[r] {
					return true
				}
			}
		}
		return false
	}
	return visit(key.Value, key.bind, 0)
}

// follows reports whether the walk can follow call into its callee's body.
func (w *walk) follows(call *ssa.Call) bool {
	callee := call.Common().StaticCallee()
	return callee != nil && w.inPackage(callee)
}
