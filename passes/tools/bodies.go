package tools

import (
	"go/ast"
	"go/types"
)

// findBodies adds, for each function of the package whose signature is a
// framework's tool handler signature and that no tool of this package is
// bound to, a BodyOnly tool: its handler is registered somewhere else (a
// method of a handlers package that the server package binds, T2), and
// the checks that judge a handler body run on it here, where its syntax
// is. The tool's name is not known here.
func (f *finder) findBodies() {
	bound := make(map[*types.Func]bool)
	for _, t := range f.tools {
		if t.Handler != nil && t.Handler.Func != nil {
			bound[t.Handler.Func] = true
		}
	}
	var hooks []*layerHooks
	for _, h := range layerFrameworks {
		if h.handlerInput != nil && f.sees(h.module) {
			hooks = append(hooks, h)
		}
	}
	if len(hooks) == 0 {
		return
	}
	for _, file := range f.pass.Files {
		for _, d := range file.Decls {
			decl, ok := d.(*ast.FuncDecl)
			if !ok || decl.Body == nil {
				continue
			}
			fn, _ := f.pass.TypesInfo.Defs[decl.Name].(*types.Func)
			if fn == nil || bound[fn] {
				continue
			}
			for _, h := range hooks {
				if in, ok := h.handlerInput(fn.Signature()); ok {
					f.add(&Tool{Framework: h.framework, Decl: decl.Name, BodyOnly: true, Handler: f.funcHandler(fn, in)})
					break
				}
			}
		}
	}
}

// thinWrapper returns the handler that a function literal only forwards
// to: func(ctx, req) { return createRun(ctx, req, logger) } is createRun,
// a function of this package whose body is what matters (H2). It returns
// nil for anything else.
func (f *finder) thinWrapper(lit *ast.FuncLit, input int) *Handler {
	if len(lit.Body.List) != 1 {
		return nil
	}
	ret, ok := lit.Body.List[0].(*ast.ReturnStmt)
	if !ok || len(ret.Results) != 1 {
		return nil
	}
	call, ok := ast.Unparen(ret.Results[0]).(*ast.CallExpr)
	if !ok {
		return nil
	}
	fn := f.callee(call)
	if fn == nil || fn.Pkg() != f.pass.Pkg || f.funcDecl(fn) == nil {
		return nil
	}
	sig, _ := f.pass.TypesInfo.TypeOf(lit).(*types.Signature)
	if sig == nil || sig.Results().Len() != fn.Signature().Results().Len() {
		return nil
	}
	// The wrapper must hand over its own input parameter.
	if input < 0 || input >= sig.Params().Len() {
		return nil
	}
	want := sig.Params().At(input)
	for i, arg := range call.Args {
		if id, ok := ast.Unparen(arg).(*ast.Ident); ok && f.pass.TypesInfo.Uses[id] == want {
			return f.funcHandler(fn, i)
		}
	}
	return nil
}
