package effects

import (
	"go/token"
	"go/types"
	"path"
	"slices"
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

// UnbuiltUpdate ends the detail of a catalogued update whose update
// document the program does not build (Entry.Update): the model or a
// caller's input supplies its operators, so whether a repeat acts again
// depends on the update sent ($set changes nothing more, $inc acts
// again), and nothing proves the write idempotent.
const UnbuiltUpdate = " with an update document it does not build"

// builtUpdate reports whether v, an update document passed to a
// catalogued update, is built by the program: a constant, a map, slice
// or struct literal of the function (bson.M{"$set": ...}, bson.D{...}),
// a package-level variable, a function's own parameter (what its caller
// builds is not followed, and is taken for built, as before), or what a
// function of the program with a body returns when each of its results
// is built. A map literal with a key that is not constant, a field of a
// value (the tool's input struct: in.Update), a map lookup, a type
// assertion, a decoded or unmarshalled document, a call out of sight:
// not built.
func builtUpdate(v ssa.Value, depth int) bool {
	if v == nil {
		return true
	}
	if depth > maxLinks {
		return false
	}
	switch x := v.(type) {
	case *ssa.Const, *ssa.Parameter, *ssa.Global, *ssa.Function, *ssa.MakeClosure:
		return true
	case *ssa.MakeInterface:
		return builtUpdate(x.X, depth+1)
	case *ssa.ChangeType:
		return builtUpdate(x.X, depth+1)
	case *ssa.ChangeInterface:
		return builtUpdate(x.X, depth+1)
	case *ssa.Convert:
		return builtUpdate(x.X, depth+1)
	case *ssa.Slice:
		return builtUpdate(x.X, depth+1)
	case *ssa.MakeMap:
		if x.Referrers() == nil {
			return true
		}
		for _, r := range *x.Referrers() {
			switch r := r.(type) {
			case *ssa.MapUpdate:
				if _, ok := r.Key.(*ssa.Const); !ok {
					if mi, ok := r.Key.(*ssa.MakeInterface); !ok || !isConstValue(mi.X) {
						return false // bson.M{op: fields}
					}
				}
			case *ssa.Call:
				if r.Call.Value != nil && isUnmarshal(r.Call) {
					return false
				}
			}
		}
		return true
	case *ssa.Alloc:
		// A local (a struct or the array of a bson.D literal): built
		// here unless it is decoded into (json.Unmarshal(b, &u)).
		return !decodedInto(x)
	case *ssa.UnOp:
		if x.Op != token.MUL {
			return false
		}
		switch addr := x.X.(type) {
		case *ssa.Global:
			return true
		case *ssa.Alloc:
			if decodedInto(addr) {
				return false
			}
			if addr.Referrers() == nil {
				return true
			}
			for _, r := range *addr.Referrers() {
				if st, ok := r.(*ssa.Store); ok && st.Addr == ssa.Value(addr) && !builtUpdate(st.Val, depth+1) {
					return false
				}
			}
			return true
		}
		return false
	case *ssa.Phi:
		for _, e := range x.Edges {
			if !builtUpdate(e, depth+1) {
				return false
			}
		}
		return true
	case *ssa.Call:
		return builtResult(x, 0, depth)
	case *ssa.Extract:
		if c, ok := x.Tuple.(*ssa.Call); ok {
			return builtResult(c, x.Index, depth)
		}
	}
	return false
}

// builtResult reports whether result i of a call of a function of the
// program is built in each of the function's returns: a helper that
// makes the update document (return bson.M{"$set": f}, nil). A result
// that is the function's parameter is the call's argument.
func builtResult(c *ssa.Call, i, depth int) bool {
	fn := c.Call.StaticCallee()
	if fn == nil || len(fn.Blocks) == 0 || fn.Signature.Results().Len() <= i {
		return false
	}
	for _, b := range fn.Blocks {
		ret, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return)
		if !ok || len(ret.Results) <= i {
			continue
		}
		r := ret.Results[i]
		if p, ok := r.(*ssa.Parameter); ok {
			if j := slices.Index(fn.Params, p); j >= 0 && j < len(c.Call.Args) {
				r = c.Call.Args[j]
			}
		}
		if !builtUpdate(r, depth+1) {
			return false
		}
	}
	return true
}

// decodedInto reports whether the address of a local is handed to a
// call, as json.Unmarshal(b, &doc) and bson.Unmarshal are: what it holds
// then comes from outside.
func decodedInto(a *ssa.Alloc) bool {
	if a.Referrers() == nil {
		return false
	}
	for _, r := range *a.Referrers() {
		c, ok := r.(ssa.CallInstruction)
		if !ok {
			if mi, ok := r.(*ssa.MakeInterface); ok && mi.Referrers() != nil {
				for _, rr := range *mi.Referrers() {
					if c, ok := rr.(ssa.CallInstruction); ok && isUnmarshal(*c.Common()) {
						return true
					}
				}
			}
			continue
		}
		if isUnmarshal(*c.Common()) {
			return true
		}
	}
	return false
}

// isUnmarshal reports whether a call decodes into its argument: a
// function or method named Unmarshal*, Decode* or UnmarshalJSON.
func isUnmarshal(common ssa.CallCommon) bool {
	var name string
	if common.IsInvoke() {
		name = common.Method.Name()
	} else if fn := common.StaticCallee(); fn != nil {
		name = fn.Name()
	} else {
		return false
	}
	return strings.HasPrefix(name, "Unmarshal") || strings.HasPrefix(name, "Decode")
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
				// gorm.Expr("version + 1") bumps a lock's counter: the
				// update still sets what the row holds.
				if ok, _ := path.Match(m.Arg, s); ok && !bumpsVersion(s) {
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
func (a *analyzer) callbacks(handed []handedFunc, g *fnInfo) []*fnInfo {
	var out []*fnInfo
	for _, h := range handed {
		var target *fnInfo
		if h.bound {
			if m, ok := h.fn.Object().(*types.Func); ok {
				target = a.byObj[m.Origin()]
			}
		} else {
			target = a.local(h.fn)
		}
		if target != nil && target != g {
			out = append(out, target)
		}
	}
	return out
}

// A handedFunc is a function a call hands to a function of the package
// that calls it: a method value (bound: the wrapper of x.M) or a
// package-level function.
type handedFunc struct {
	fn    *ssa.Function
	bound bool
}

// handedFuncs returns the functions a call hands to g that g calls (see
// callbacks and handedWrites).
func handedFuncs(common *ssa.CallCommon, g *fnInfo) []handedFunc {
	var out []handedFunc
	params := g.fn.Params
	for i, arg := range common.Args {
		if i >= len(params) {
			break
		}
		var h handedFunc
		switch v := arg.(type) {
		case *ssa.MakeClosure:
			if fn, ok := v.Fn.(*ssa.Function); ok && fn.Synthetic != "" {
				h = handedFunc{fn, true}
			}
		case *ssa.Function:
			if v.Parent() == nil {
				h = handedFunc{v, false}
			}
		}
		if h.fn != nil && callsParam(params[i]) {
			out = append(out, h)
		}
	}
	return out
}

// handedWrites returns the writes of the methods and functions of other
// packages that a call hands to a function of the package that calls
// them (performOperation(ctx, id, client.RebootInstance)): their facts'
// or the catalogue's, with the chain starting at the call. Their
// arguments are the callee's to choose, so a write whose method a
// parameter names is not resolved.
func (a *analyzer) handedWrites(handed []handedFunc, link Link) []Effect {
	var out []Effect
	for _, h := range handed {
		obj, _ := h.fn.Object().(*types.Func)
		if obj == nil || obj.Pkg() == nil || obj.Pkg() == a.pass.Pkg {
			continue
		}
		effects, _ := a.summaryOf(obj.Origin())
		l := link
		l.Call = obj.FullName()
		for _, e := range effects {
			e.Chain = prepend(l, e.Chain)
			out = append(out, e)
		}
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

// readAfter reports whether the result of the call, in the function
// being scanned, goes down a builder chain to a link of e.ReadAfter given
// one of its arguments (Post().Resource("pods").SubResource("exec")).
func (a *analyzer) readAfter(common *ssa.CallCommon, e Entry) bool {
	if len(e.ReadAfter) == 0 || a.scanning == nil {
		return false
	}
	var v ssa.Value
	for _, b := range a.scanning.fn.Blocks {
		for _, instr := range b.Instrs {
			// The call itself, or the interface call an implementation
			// was found for (rest.Interface's Post, resolved to
			// *RESTClient's): the same position.
			if c, ok := instr.(*ssa.Call); ok && (c.Common() == common || common.Pos().IsValid() && c.Common().Pos() == common.Pos()) {
				v = c
			}
		}
	}
	for range maxLinks {
		if v == nil || v.Referrers() == nil {
			return false
		}
		var next ssa.Value
		for _, r := range *v.Referrers() {
			c, ok := r.(*ssa.Call)
			if !ok || recvArg(c.Common()) != v {
				continue
			}
			if m := calledMethod(c.Common()); m != nil && linkNamed(e.ReadAfter, m.Name(), c.Common()) {
				return true
			}
			next = c
		}
		v = next
	}
	return false
}

// linkNamed reports whether a call of the method name with its arguments
// is one of links.
func linkNamed(links []ChainLink, name string, common *ssa.CallCommon) bool {
	for _, l := range links {
		if l.Link != name {
			continue
		}
		for _, arg := range common.Args {
			vals := []ssa.Value{arg}
			if _, variadic := arg.(*ssa.Slice); variadic {
				vals = nil // SubResource(subresources ...string)
				for i := range int64(4) {
					vals = append(vals, variadicAt(arg, i))
				}
			}
			for _, v := range vals {
				if s, ok := constString(v); ok && slices.Contains(l.Args, s) {
					return true
				}
			}
		}
	}
	return false
}
