package effects

import (
	"go/token"
	"go/types"
	"path"
	"strings"

	"golang.org/x/tools/go/ssa"
)

// What a data store's builder chain and its calling function say about a
// catalogued write: an ORM insert made an upsert by an earlier link
// (gorm's Clauses(clause.OnConflict{...}), bun's On("CONFLICT ...")), an
// update that adds to what is there ($inc, gorm.Expr("stock - ?")).

// maxLinks bounds the links followed back along a builder chain.
const maxLinks = 16

// upsertChain reports whether the receiver of a catalogued call was
// built by a chain of the SDK's methods one of whose links makes the
// write an upsert (Entry.Upsert). The chain is followed back through
// the receivers of calls of the SDK's module in the calling function:
// db.WithContext(ctx).Clauses(clause.OnConflict{...}).Create(&u), also
// through a variable (tx := db.Clauses(...); tx.Create(&u)).
func upsertChain(common *ssa.CallCommon, e Entry) bool {
	if len(e.Upsert) == 0 {
		return false
	}
	v := recvArg(common)
	for range maxLinks {
		c, ok := v.(*ssa.Call)
		if !ok {
			return false
		}
		m := calledMethod(c.Common())
		if m == nil || m.Pkg() == nil {
			return false
		}
		if _, ok := subpackage(m.Pkg().Path(), e.Module); !ok {
			return false
		}
		for _, u := range e.Upsert {
			if ok, _ := path.Match(u.Link, m.Name()); ok && (u.ArgType == "" || argOfType(c.Common(), e.Module, u.ArgType)) {
				return true
			}
		}
		v = recvArg(c.Common())
	}
	return false
}

// calledMethod returns the method a call calls, statically or through
// an interface, or nil for a function or a function value.
func calledMethod(common *ssa.CallCommon) *types.Func {
	if common.IsInvoke() {
		return common.Method
	}
	fn := common.StaticCallee()
	if fn == nil || fn.Signature.Recv() == nil {
		return nil
	}
	m, _ := fn.Object().(*types.Func)
	if m != nil {
		m = m.Origin()
	}
	return m
}

// argOfType reports whether an argument of the call (the receiver not
// counted), or a value passed in its variadic slice, has the named type
// typ, written as the package relative to module, a dot and the type's
// name ("clause.OnConflict"; ".T" for the module's root package).
func argOfType(common *ssa.CallCommon, module, typ string) bool {
	i := strings.LastIndexByte(typ, '.')
	if i < 0 {
		return false
	}
	rel, name := typ[:i], typ[i+1:]
	is := func(v ssa.Value) bool {
		if mi, ok := v.(*ssa.MakeInterface); ok {
			v = mi.X
		}
		t := v.Type()
		if p, ok := t.(*types.Pointer); ok {
			t = p.Elem()
		}
		n, ok := types.Unalias(t).(*types.Named)
		if !ok || n.Obj().Pkg() == nil || n.Obj().Name() != name {
			return false
		}
		sub, ok := subpackage(n.Obj().Pkg().Path(), module)
		return ok && sub == rel
	}
	for _, arg := range args(common) {
		if is(arg) {
			return true
		}
		for _, v := range sliceElems(arg) {
			if is(v) {
				return true
			}
		}
	}
	return false
}

// sliceElems returns the values stored into the array behind a slice
// built in place, as a variadic call's arguments are.
func sliceElems(v ssa.Value) []ssa.Value {
	s, ok := v.(*ssa.Slice)
	if !ok {
		return nil
	}
	alloc, ok := s.X.(*ssa.Alloc)
	if !ok || alloc.Referrers() == nil {
		return nil
	}
	var out []ssa.Value
	for _, r := range *alloc.Referrers() {
		ia, ok := r.(*ssa.IndexAddr)
		if !ok || ia.Referrers() == nil {
			continue
		}
		for _, rr := range *ia.Referrers() {
			if st, ok := rr.(*ssa.Store); ok && st.Addr == ia {
				out = append(out, st.Val)
			}
		}
	}
	return out
}

// mentionsAny reports whether fn mentions one of the entry's
// ActsAgainWith: a constant string matching a pattern, or a call of a
// function or method of the SDK's module named there (with a first
// constant string argument matching its pattern).
func mentionsAny(fn *ssa.Function, e Entry) bool {
	if len(e.ActsAgainWith) == 0 || fn == nil {
		return false
	}
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			if c, ok := instr.(ssa.CallInstruction); ok && mentionedCall(c.Common(), e) {
				return true
			}
			for _, op := range instr.Operands(nil) {
				if op == nil || *op == nil {
					continue
				}
				s, ok := constString(*op)
				if !ok {
					continue
				}
				for _, m := range e.ActsAgainWith {
					if m.String == "" {
						continue
					}
					if ok, _ := path.Match(m.String, s); ok {
						return true
					}
				}
			}
		}
	}
	return false
}

// mentionedCall reports whether a call calls a function of the entry's
// ActsAgainWith.
func mentionedCall(common *ssa.CallCommon, e Entry) bool {
	var fn *types.Func
	if common.IsInvoke() {
		fn = common.Method
	} else if callee := common.StaticCallee(); callee != nil {
		fn, _ = callee.Object().(*types.Func)
	}
	if fn == nil || fn.Pkg() == nil {
		return false
	}
	sub, ok := subpackage(fn.Pkg().Path(), e.Module)
	if !ok {
		return false
	}
	for _, m := range e.ActsAgainWith {
		if m.Func == "" || m.Package != sub {
			continue
		}
		if ok, _ := path.Match(m.Func, fn.Name()); !ok {
			continue
		}
		if m.Arg == "" {
			return true
		}
		for _, arg := range args(common) {
			if s, ok := constString(arg); ok {
				if ok, _ := path.Match(m.Arg, s); ok {
					return true
				}
				break
			}
		}
	}
	return false
}

// callbacks returns the functions of the package that a call of g, a
// function of the package, hands to it as method values or function
// values and g calls: ent's generated Save runs withHooks(ctx,
// uc.sqlSave, uc.mutation, uc.hooks), whose exec(ctx) is the write. A
// function literal is the caller's closure already; a value g only
// stores or passes on is not followed.
func (a *analyzer) callbacks(common *ssa.CallCommon, g *fnInfo) []*fnInfo {
	var out []*fnInfo
	params := g.fn.Params
	for i, arg := range common.Args {
		if i >= len(params) {
			break
		}
		var target *fnInfo
		switch v := arg.(type) {
		case *ssa.MakeClosure:
			if fn, ok := v.Fn.(*ssa.Function); ok && fn.Synthetic != "" {
				if m, ok := fn.Object().(*types.Func); ok {
					target = a.byObj[m.Origin()]
				}
			}
		case *ssa.Function:
			if v.Parent() == nil {
				target = a.local(v)
			}
		}
		if target == nil || target == g || !callsParam(params[i]) {
			continue
		}
		out = append(out, target)
	}
	return out
}

// callsParam reports whether a function calls its parameter p, directly
// or through the cell a closure that captures it makes (withHooks calls
// exec both in its body and in the MutateFunc it builds).
func callsParam(p *ssa.Parameter) bool {
	calls := func(v ssa.Value) bool {
		refs := v.Referrers()
		if refs == nil {
			return false
		}
		for _, r := range *refs {
			if c, ok := r.(ssa.CallInstruction); ok && !c.Common().IsInvoke() && c.Common().Value == v {
				return true
			}
		}
		return false
	}
	if calls(p) {
		return true
	}
	if p.Referrers() == nil {
		return false
	}
	for _, r := range *p.Referrers() {
		st, ok := r.(*ssa.Store)
		if !ok || st.Val != ssa.Value(p) {
			continue
		}
		cell, ok := st.Addr.(*ssa.Alloc)
		if !ok || cell.Referrers() == nil {
			continue
		}
		for _, rr := range *cell.Referrers() {
			if load, ok := rr.(*ssa.UnOp); ok && load.Op == token.MUL && calls(load) {
				return true
			}
		}
	}
	return false
}
