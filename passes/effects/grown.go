package effects

import (
	"go/token"
	"go/types"
	"slices"

	"golang.org/x/tools/go/ssa"
)

// Read, grow, write back.
//
// An update that stores a whole value is idempotent: a repeat stores the
// same value. Not when the value is one the function read and then grew
// with a new entry (d := GetDashboard(...); d.Widgets = append(d.Widgets,
// Widget{...}); UpdateDashboard(d)): a repeat reads the grown value and
// grows it again, so a retried call adds a second widget. The entry must
// be a record built here (a struct, a pointer to one, a map), not a bare
// string or number, which a tool appends as often to a set it checked
// first (a label added when absent); the value grown must come from a
// call (a read's result, or a variable a decoder filled), not from a
// literal made here.

// maxGrownDepth bounds how far grownValue follows a value into the
// calls that encode it (json.Marshal(d), a mustJSON helper).
const maxGrownDepth = 3

// markGrownWriteback makes the idempotent effects of a write call not
// idempotent when it sends a value read and grown with a new entry.
func markGrownWriteback(call ssa.CallInstruction, effects []Effect) {
	idem := false
	for _, e := range effects {
		if e.Idempotent && (e.Kind == KindSQL || e.Kind == KindHTTP || e.Kind == KindSDK || e.Kind == KindGRPC) && !e.Removes() {
			idem = true
		}
	}
	if !idem {
		return
	}
	common := call.Common()
	grown := false
	for _, a := range common.Args {
		if grownValue(a, 0, make(map[ssa.Value]bool)) {
			grown = true
			break
		}
	}
	if !grown {
		return
	}
	for i, e := range effects {
		if e.Idempotent && !e.Removes() {
			effects[i].Idempotent = false
			effects[i].Detail += " of a value read and grown"
		}
	}
}

// grownValue reports whether v holds, or encodes, a value read and grown
// by an append of a new record.
func grownValue(v ssa.Value, depth int, seen map[ssa.Value]bool) bool {
	if v == nil || seen[v] || depth > maxGrownDepth {
		return false
	}
	seen[v] = true
	switch x := v.(type) {
	case *ssa.MakeInterface:
		return grownValue(x.X, depth, seen)
	case *ssa.ChangeType:
		return grownValue(x.X, depth, seen)
	case *ssa.UnOp:
		return grownValue(x.X, depth, seen)
	case *ssa.Slice:
		return grownValue(x.X, depth, seen)
	case *ssa.Extract:
		// A pointer a read returned (t, err := GetTask(...)), grown
		// through its fields, or a result of an encoder.
		return grownValue(x.Tuple, depth, seen) || storesGrown(x, seen, depth)
	case *ssa.Call:
		if growsRead(x) {
			return true
		}
		if x.Call.StaticCallee() != nil { // json.Marshal(d), mustJSON(d)
			for _, a := range x.Call.Args {
				if grownValue(a, depth+1, seen) {
					return true
				}
			}
		}
	case *ssa.Alloc:
		if _, ok := x.Type().Underlying().(*types.Pointer).Elem().Underlying().(*types.Array); ok {
			// The array of a variadic call's arguments: what is
			// stored in it.
			return storedIn(x, depth, seen)
		}
	}
	// A pointer a read returned (d, err := GetDashboard(...)).
	return storesGrown(v, seen, depth)
}

// storedIn reports whether a value stored in an element of the array a
// points to is grown.
func storedIn(a *ssa.Alloc, depth int, seen map[ssa.Value]bool) bool {
	refs := a.Referrers()
	if refs == nil {
		return false
	}
	for _, ref := range *refs {
		ia, ok := ref.(*ssa.IndexAddr)
		if !ok || ia.Referrers() == nil {
			continue
		}
		for _, r := range *ia.Referrers() {
			if st, ok := r.(*ssa.Store); ok && st.Addr == ia && grownValue(st.Val, depth, seen) {
				return true
			}
		}
	}
	return false
}

// storesGrown reports whether a field of the struct p points to is
// stored the result of an append of a new record to that same field's
// value, read from a call, or that value with text added to it, or a
// copy of a part of a value so grown (Update{Path: cur.Path}).
func storesGrown(p ssa.Value, seen map[ssa.Value]bool, depth int) bool {
	return storesGrownIn(p, -1, seen, depth)
}

// storesGrownIn is storesGrown for one field of p, or for any with -1.
func storesGrownIn(p ssa.Value, field int, seen map[ssa.Value]bool, depth int) bool {
	refs := p.Referrers()
	if refs == nil || depth > maxGrownDepth {
		return false
	}
	for _, ref := range *refs {
		fa, ok := ref.(*ssa.FieldAddr)
		if !ok || fa.X != p || field >= 0 && fa.Field != field {
			continue
		}
		frefs := fa.Referrers()
		if frefs == nil {
			continue
		}
		for _, r := range *frefs {
			st, ok := r.(*ssa.Store)
			if !ok || st.Addr != fa {
				continue
			}
			if app, ok := st.Val.(*ssa.Call); ok && growsRead(app) {
				return true
			}
			if extendsText(st.Val, fa) || copiesGrown(st.Val, seen, depth) {
				return true
			}
		}
		if grownFieldOf(fa, depth, seen) {
			return true
		}
	}
	return false
}

// extendsText reports whether v, stored at fa, is the text fa held, read
// from a call, with more added to it (t.Spec += "\nBlocked: " + reason):
// a repeat adds it again.
func extendsText(v ssa.Value, fa *ssa.FieldAddr) bool {
	bin, ok := v.(*ssa.BinOp)
	if !ok || bin.Op != token.ADD {
		return false
	}
	if b, ok := bin.Type().Underlying().(*types.Basic); !ok || b.Info()&types.IsString == 0 {
		return false
	}
	for _, x := range [...]ssa.Value{bin.X, bin.Y} {
		if load, ok := x.(*ssa.UnOp); ok && load.Op == token.MUL {
			if prev, ok := load.X.(*ssa.FieldAddr); ok && prev.X == fa.X && prev.Field == fa.Field && fromCall(load, 0) {
				return true
			}
		}
		if extendsText(x, fa) {
			return true
		}
	}
	return false
}

// copiesGrown reports whether v is a copy of a value, or of a part of
// one, that the function grew (*cur, cur.Path).
func copiesGrown(v ssa.Value, seen map[ssa.Value]bool, depth int) bool {
	load, ok := v.(*ssa.UnOp)
	if !ok || load.Op != token.MUL {
		return false
	}
	root, field := load.X, -1
	for range 2 * maxGrownDepth {
		switch a := root.(type) {
		case *ssa.FieldAddr:
			root, field = a.X, a.Field
			continue
		case *ssa.IndexAddr:
			root = a.X
			continue
		case *ssa.UnOp:
			if a.Op == token.MUL {
				root = a.X
				continue
			}
		}
		break
	}
	return storesGrownIn(root, field, seen, depth+1)
}

// grownFieldOf looks through a field that holds a struct of its own
// (d.Layout.Widgets), or a slice of structs one of which is grown
// (cur.Sets[0].Rules = append(cur.Sets[0].Rules, rule)).
func grownFieldOf(fa *ssa.FieldAddr, depth int, seen map[ssa.Value]bool) bool {
	if depth >= maxGrownDepth || seen[fa] {
		return false
	}
	seen[fa] = true
	switch fa.Type().Underlying().(*types.Pointer).Elem().Underlying().(type) {
	case *types.Struct:
		return storesGrown(fa, seen, depth+1)
	case *types.Slice:
		for _, ia := range elementsOf(fa) {
			if storesGrown(ia, seen, depth+1) {
				return true
			}
		}
	}
	return false
}

// elementsOf returns the addresses of the elements of the slice that
// the field address fa holds, as the function indexes it (cur.Sets[0]).
func elementsOf(fa *ssa.FieldAddr) []*ssa.IndexAddr {
	var out []*ssa.IndexAddr
	refs := fa.Referrers()
	if refs == nil {
		return nil
	}
	for _, r := range *refs {
		load, ok := r.(*ssa.UnOp)
		if !ok || load.Referrers() == nil {
			continue
		}
		for _, rr := range *load.Referrers() {
			if ia, ok := rr.(*ssa.IndexAddr); ok && ia.X == load {
				if _, isStruct := ia.Type().Underlying().(*types.Pointer).Elem().Underlying().(*types.Struct); isStruct {
					out = append(out, ia)
				}
			}
		}
	}
	return out
}

// growsRead reports whether call appends a new record to a slice read
// from a call.
func growsRead(call *ssa.Call) bool {
	return appendsRecord(call) && fromCall(call.Call.Args[0], 0)
}

// appendsRecord reports whether call is the builtin append of one or
// more records built here: structs, pointers to structs or maps, not
// strings or numbers.
func appendsRecord(call *ssa.Call) bool {
	b, ok := call.Call.Value.(*ssa.Builtin)
	if !ok || b.Name() != "append" || len(call.Call.Args) != 2 {
		return false
	}
	s, ok := call.Call.Args[0].Type().Underlying().(*types.Slice)
	if !ok {
		return false
	}
	elem := s.Elem().Underlying()
	if p, ok := elem.(*types.Pointer); ok {
		elem = p.Elem().Underlying()
	}
	switch elem.(type) {
	case *types.Struct, *types.Map:
	default:
		return false
	}
	// append(d.Widgets, w): a one-element slice literal of the new record.
	_, spread := call.Call.Args[1].(*ssa.Slice)
	return spread
}

// fromCall reports whether a slice was read from a value a call returned
// or filled: a field loaded from a struct a call returned a pointer to,
// or from a variable whose address a call was given (a decoder's
// target).
func fromCall(v ssa.Value, depth int) bool {
	if depth > 2*maxGrownDepth+2 { // cur.Sets[0].Rules: two fields, an index and their loads
		return false
	}
	switch x := v.(type) {
	case *ssa.UnOp:
		return fromCall(x.X, depth+1)
	case *ssa.IndexAddr:
		return fromCall(x.X, depth+1)
	case *ssa.FieldAddr:
		return fromCall(x.X, depth+1)
	case *ssa.Field:
		return fromCall(x.X, depth+1)
	case *ssa.Extract:
		_, ok := x.Tuple.(*ssa.Call)
		return ok
	case *ssa.Call:
		return true
	case *ssa.Alloc:
		refs := x.Referrers()
		if refs == nil {
			return false
		}
		for _, r := range *refs {
			if handedTo(r, x) {
				return true // json.Unmarshal(b, &d), row.Scan(&d)
			}
			if mi, ok := r.(*ssa.MakeInterface); ok && mi.Referrers() != nil {
				for _, rr := range *mi.Referrers() {
					if handedTo(rr, mi) {
						return true
					}
				}
			}
		}
	}
	return false
}

// handedTo reports whether instr is a call given v as an argument.
func handedTo(instr ssa.Instruction, v ssa.Value) bool {
	c, ok := instr.(ssa.CallInstruction)
	return ok && slices.Contains(c.Common().Args, v)
}
