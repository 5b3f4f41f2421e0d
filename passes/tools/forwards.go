package tools

import (
	"go/ast"
	"go/types"
)

// linkForwards sets Handler.Forwards on each tool whose handler only
// hands its call on to the handler of another tool of the package: a
// method of a server's facade that makes a per-resource handler and
// returns what it answers. Both are tools here (the facade's is bound,
// or BodyOnly; the inner one is BodyOnly), and without the link every
// body check would report the same write twice, once at the inner write
// and once at the facade's call.
func (f *finder) linkForwards() {
	handlers := make(map[*types.Func]bool)
	for _, t := range f.tools {
		if h := t.Handler; h != nil && h.Func != nil && h.Lit == nil && h.Dispatch == nil {
			handlers[h.Func.Origin()] = true
		}
	}
	for _, t := range f.tools {
		h := t.Handler
		if h == nil || h.Decl == nil || h.Decl.Body == nil || h.Lit != nil || h.Dispatch != nil {
			continue
		}
		if to := f.forwardee(h); to != nil && handlers[to] && to != h.Func.Origin() {
			h.Forwards = to
		}
	}
}

// forwardee returns the function that a handler's body ends by calling
// with its input and returning the answer of, when the statements before
// call nothing but what makes the callee's receiver, and return only
// early failures: if s.store == nil { return nil, errors.New(...) }.
func (f *finder) forwardee(h *Handler) *types.Func {
	stmts := h.Decl.Body.List
	if len(stmts) == 0 {
		return nil
	}
	ret, ok := stmts[len(stmts)-1].(*ast.ReturnStmt)
	if !ok || len(ret.Results) != 1 {
		return nil
	}
	call, ok := ast.Unparen(ret.Results[0]).(*ast.CallExpr)
	if !ok {
		return nil
	}
	fn := f.callee(call)
	if fn == nil || fn.Pkg() != f.pass.Pkg || !f.passesInput(h, call) {
		return nil
	}
	var recv types.Object
	if sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr); ok {
		if id, ok := ast.Unparen(sel.X).(*ast.Ident); ok {
			recv = f.pass.TypesInfo.Uses[id]
		}
	}
	for _, s := range stmts[:len(stmts)-1] {
		if !f.preparesOnly(s, recv) {
			return nil
		}
	}
	return fn.Origin()
}

// passesInput reports whether call hands on the handler's input
// parameter unchanged.
func (f *finder) passesInput(h *Handler, call *ast.CallExpr) bool {
	sig := h.Func.Signature()
	if h.Input < 0 || h.Input >= sig.Params().Len() {
		return false
	}
	in := sig.Params().At(h.Input)
	for _, arg := range call.Args {
		if id, ok := ast.Unparen(arg).(*ast.Ident); ok && f.pass.TypesInfo.Uses[id] == in {
			return true
		}
	}
	return false
}

// preparesOnly reports whether a statement before the forwarding call
// does nothing a check would judge: it makes recv (x := NewCategoryHandler(...))
// or returns early from a guard. A call anywhere else may write.
func (f *finder) preparesOnly(s ast.Stmt, recv types.Object) bool {
	switch s := s.(type) {
	case *ast.IfStmt:
		if s.Init != nil || s.Else != nil || hasCall(s.Cond) {
			return false
		}
		for _, b := range s.Body.List {
			if _, ok := b.(*ast.ReturnStmt); !ok {
				return false
			}
		}
		return true
	case *ast.AssignStmt:
		if len(s.Lhs) != 1 || len(s.Rhs) != 1 {
			return false
		}
		id, ok := s.Lhs[0].(*ast.Ident)
		if !ok || recv == nil {
			return false
		}
		obj := f.pass.TypesInfo.Defs[id]
		if obj == nil {
			obj = f.pass.TypesInfo.Uses[id]
		}
		return obj == recv
	}
	return false
}

// hasCall reports whether e calls anything.
func hasCall(e ast.Expr) bool {
	found := false
	ast.Inspect(e, func(n ast.Node) bool {
		if _, ok := n.(*ast.CallExpr); ok {
			found = true
		}
		return !found
	})
	return found
}
