package tools

import (
	"go/ast"
	"go/token"
	"go/types"
)

// A registration helper of the program may build each tool's wire shape
// from its parameters and keep it beside the handler it is given:
//
//	func (r *Registry) register(name, description string, parameters map[string]any, handler Handler) {
//		r.tools[name] = Tool{
//			Definition: llm.ToolDefinition{Type: "function", Function: llm.ToolFunctionDefinition{
//				Name: name, Description: description, Parameters: normalizeSchema(parameters)}},
//			Handler: handler,
//		}
//	}
//
// Each call of it in this package with a constant name declares a
// Neutral tool at the call, described, given its schema and handled by
// what the call passes. The literal inside names no tool of its own.

// neutralLayer declares the tools of the calls of the function that
// builds the neutral literal n from its parameters, and reports whether
// n is such a literal.
func (f *finder) neutralLayer(n neutralLit) bool {
	lf := f.paramFunc(n.name)
	if lf == nil {
		return false
	}
	nameAt := f.param(lf, n.name)
	descAt := f.param(lf, keyed(n.part, "Description"))
	schemaAt := -1
	if n.shape.schema != "" {
		schemaAt = f.param(lf, unwrapOne(keyed(n.part, n.shape.schema)))
	}
	handlerAt, input := -1, -1
	if holder := f.litHolder(lf.body, n.lit); holder != nil {
		for _, elt := range holder.Elts {
			kv, ok := elt.(*ast.KeyValueExpr)
			if !ok {
				continue
			}
			if sig, ok := f.pass.TypesInfo.TypeOf(kv.Value).Underlying().(*types.Signature); ok {
				if i := f.param(lf, kv.Value); i >= 0 {
					handlerAt, input = i, argumentsParam(sig)
				}
			}
		}
	}
	f.preorder([]ast.Node{(*ast.CallExpr)(nil)}, func(node ast.Node) {
		call := node.(*ast.CallExpr)
		if f.callee(call) != lf.obj || nameAt >= len(call.Args) {
			return
		}
		t := &Tool{Framework: Neutral, Decl: call, NameExpr: call.Args[nameAt]}
		var ok bool
		if t.Name, ok = f.constString(call.Args[nameAt]); !ok || t.Name == "" {
			return
		}
		if descAt >= 0 && descAt < len(call.Args) {
			t.Description = f.description(call.Args[descAt])
		}
		if schemaAt >= 0 && schemaAt < len(call.Args) {
			t.Params = f.schemaParams(call.Args[schemaAt])
		}
		t = f.add(t)
		if handlerAt >= 0 && handlerAt < len(call.Args) && t.Handler == nil {
			t.Handler = f.handler(call.Args[handlerAt], input)
		}
	})
	return true
}

// paramFunc returns, as a layerFunc, the declared function of this
// package whose parameter e is, or nil.
func (f *finder) paramFunc(e ast.Expr) *layerFunc {
	id, ok := ast.Unparen(e).(*ast.Ident)
	if !ok {
		return nil
	}
	v, ok := f.pass.TypesInfo.Uses[id].(*types.Var)
	if !ok || v.IsField() {
		return nil
	}
	for _, file := range f.pass.Files {
		if v.Pos() < file.Pos() || v.Pos() >= file.End() {
			continue
		}
		for _, d := range file.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok || fd.Body == nil || v.Pos() < fd.Type.Params.Pos() || v.Pos() >= fd.Type.Params.End() {
				continue
			}
			fn, ok := f.pass.TypesInfo.Defs[fd.Name].(*types.Func)
			if !ok {
				return nil
			}
			lf := &layerFunc{node: fd, obj: fn, body: fd.Body}
			for p := range fn.Signature().Params().Variables() {
				lf.params = append(lf.params, p)
			}
			return lf
		}
	}
	return nil
}

// unwrapOne returns the one argument of a call of one argument
// (normalizeSchema(parameters)), or e.
func unwrapOne(e ast.Expr) ast.Expr {
	if call, ok := ast.Unparen(e).(*ast.CallExpr); ok && len(call.Args) == 1 {
		return call.Args[0]
	}
	return e
}

// litHolder returns the struct literal in body, the registering
// function's, that holds lit, its address or a local variable it is
// assigned to, as the value of one of its fields, or nil.
func (f *finder) litHolder(body *ast.BlockStmt, lit *ast.CompositeLit) *ast.CompositeLit {
	var found *ast.CompositeLit
	ast.Inspect(body, func(n ast.Node) bool {
		outer, ok := n.(*ast.CompositeLit)
		if found != nil || !ok || outer == lit {
			return found == nil
		}
		for _, elt := range outer.Elts {
			if kv, ok := elt.(*ast.KeyValueExpr); ok {
				elt = kv.Value
			}
			elt = ast.Unparen(elt)
			if u, ok := elt.(*ast.UnaryExpr); ok && u.Op == token.AND {
				elt = ast.Unparen(u.X)
			}
			if elt == lit {
				found = outer
			}
			if id, ok := elt.(*ast.Ident); ok && f.resolve(id) == lit {
				found = outer // tool := Tool{...}; &ToolDefinition{Tool: tool, ...}
			}
		}
		return found == nil
	})
	return found
}
