package effects

import (
	"go/constant"
	"go/token"

	"golang.org/x/tools/go/ssa"
)

// Writes made once per process are set-up, not the call's action: a
// retry does not repeat them. Three shapes say so, and the writes of a
// function of any of them are idempotent:
//
//   - lazy initialisation: the function returns early when a field of
//     its receiver (or a package variable) is already set, and sets it
//     itself (if r.scratch != "" { return nil }; ...; r.scratch = dir);
//   - memoisation by key: the function returns early when a map of its
//     receiver (or a package variable) holds the key already, and puts
//     what it made there itself (if db, ok := m.dbs[slug]; ok { return
//     db, nil }; ...open, migrate...; m.dbs[slug] = db): the set-up
//     runs once per key;
//   - a function literal handed to (*sync.Once).Do, or to sync.OnceFunc,
//     sync.OnceValue or sync.OnceValues.
//
// What a lazy initialisation or a once makes is the process's set-up
// (the schema a store creates when it is first opened): a caller does
// not make it its own, and a tool whose only writes are such set-up is
// no write tool. What a memo makes per key stays the caller's write,
// idempotent: the key may be the caller's business one (a room made
// once per name and kept in a map).

// A onceKind says how often a function's writes are made.
type onceKind uint8

const (
	everyCall      onceKind = iota
	oncePerKey              // memoisation by key
	oncePerProcess          // lazy initialisation, sync.Once
)

// runsOnce says which of those shapes fn is of.
func runsOnce(fn *ssa.Function) onceKind {
	switch {
	case initialisesLazily(fn) || handedToOnce(fn):
		return oncePerProcess
	case memoisesByKey(fn):
		return oncePerKey
	}
	return everyCall
}

// memoisesByKey reports whether fn returns at once when a map in a field
// of its receiver, or in a package variable, holds a key (a comma-ok
// lookup), and updates that same map.
func memoisesByKey(fn *ssa.Function) bool {
	for _, b := range fn.Blocks {
		iff, ok := lastInstr(b).(*ssa.If)
		if !ok {
			continue
		}
		found, ok := iff.Cond.(*ssa.Extract)
		if !ok || found.Index != 1 {
			continue
		}
		lookup, ok := found.Tuple.(*ssa.Lookup)
		if !ok || !lookup.CommaOk {
			continue
		}
		m := loadedSlot(fn, lookup.X)
		if m == nil {
			continue
		}
		hit := iff.Block().Succs[0]
		if _, returns := lastInstr(hit).(*ssa.Return); !returns || callsAnything(hit) {
			continue
		}
		if updatesMap(fn, m) {
			return true
		}
	}
	return false
}

// updatesMap reports whether fn puts a value in the map held by a slot.
func updatesMap(fn *ssa.Function, s *slot) bool {
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			if u, ok := instr.(*ssa.MapUpdate); ok {
				if t := loadedSlot(fn, u.Map); t != nil && *t == *s {
					return true
				}
			}
		}
	}
	return false
}

// initialisesLazily reports whether fn returns at once when a field of
// its receiver, or a package variable, is not its zero value, and
// stores to that same field or variable.
func initialisesLazily(fn *ssa.Function) bool {
	for _, b := range fn.Blocks {
		iff, ok := lastInstr(b).(*ssa.If)
		if !ok {
			continue
		}
		cond, ok := iff.Cond.(*ssa.BinOp)
		if !ok || cond.Op != token.EQL && cond.Op != token.NEQ {
			continue
		}
		slot, other := loadedSlot(fn, cond.X), cond.Y
		if slot == nil {
			slot, other = loadedSlot(fn, cond.Y), cond.X
		}
		if slot == nil || !isZeroConst(other) {
			continue
		}
		// The branch taken when the slot is already set.
		set := iff.Block().Succs[0]
		if cond.Op == token.EQL {
			set = iff.Block().Succs[1]
		}
		if _, returns := lastInstr(set).(*ssa.Return); !returns || len(set.Instrs) > 1 && callsAnything(set) {
			continue
		}
		if storesTo(fn, slot) {
			return true
		}
	}
	return false
}

// A slot is a field of the receiver or a package variable.
type slot struct {
	global *ssa.Global
	field  int // for a field of the receiver
}

// loadedSlot returns the slot v loads, or nil.
func loadedSlot(fn *ssa.Function, v ssa.Value) *slot {
	load, ok := v.(*ssa.UnOp)
	if !ok || load.Op != token.MUL {
		return nil
	}
	return slotAt(fn, load.X)
}

func slotAt(fn *ssa.Function, addr ssa.Value) *slot {
	switch a := addr.(type) {
	case *ssa.Global:
		return &slot{global: a, field: -1}
	case *ssa.FieldAddr:
		if p, ok := a.X.(*ssa.Parameter); ok && fn.Signature.Recv() != nil && len(fn.Params) > 0 && p == fn.Params[0] {
			return &slot{field: a.Field}
		}
	}
	return nil
}

// storesTo reports whether fn stores to the slot.
func storesTo(fn *ssa.Function, s *slot) bool {
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			st, ok := instr.(*ssa.Store)
			if !ok {
				continue
			}
			if t := slotAt(fn, st.Addr); t != nil && *t == *s {
				return true
			}
		}
	}
	return false
}

// isZeroConst reports whether v is a constant zero value: nil, "", 0 or
// false.
func isZeroConst(v ssa.Value) bool {
	c, ok := v.(*ssa.Const)
	if !ok {
		return false
	}
	if c.Value == nil {
		return true
	}
	switch c.Value.Kind() {
	case constant.String:
		return constant.StringVal(c.Value) == ""
	case constant.Bool:
		return !constant.BoolVal(c.Value)
	case constant.Int, constant.Float:
		return constant.Sign(c.Value) == 0
	}
	return false
}

func callsAnything(b *ssa.BasicBlock) bool {
	for _, instr := range b.Instrs {
		if _, ok := instr.(ssa.CallInstruction); ok {
			return true
		}
	}
	return false
}

func lastInstr(b *ssa.BasicBlock) ssa.Instruction {
	if b == nil || len(b.Instrs) == 0 {
		return nil
	}
	return b.Instrs[len(b.Instrs)-1]
}

// handedToOnce reports whether fn, a function literal, is handed to
// (*sync.Once).Do or to sync.OnceFunc, OnceValue or OnceValues where it
// is made.
func handedToOnce(fn *ssa.Function) bool {
	parent := fn.Parent()
	if parent == nil {
		return false
	}
	for _, b := range parent.Blocks {
		for _, instr := range b.Instrs {
			call, ok := instr.(ssa.CallInstruction)
			if !ok {
				continue
			}
			callee := call.Common().StaticCallee()
			if callee != nil && callee.Origin() != nil {
				callee = callee.Origin() // sync.OnceValue[T]
			}
			if callee == nil || callee.Pkg == nil || callee.Pkg.Pkg.Path() != "sync" {
				continue
			}
			switch name := callee.Name(); {
			case name == "Do" && callee.Signature.Recv() != nil,
				name == "OnceFunc", name == "OnceValue", name == "OnceValues":
			default:
				continue
			}
			for _, arg := range call.Common().Args {
				if arg == ssa.Value(fn) {
					return true
				}
				if mc, ok := arg.(*ssa.MakeClosure); ok && mc.Fn == fn {
					return true
				}
			}
		}
	}
	return false
}

// once makes effects idempotent: made once per process, a retry does
// not repeat them.
func once(effects []Effect) {
	for i := range effects {
		effects[i].Idempotent = true
		effects[i].RejectsRepeat = false
	}
}
