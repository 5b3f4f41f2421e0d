package tools

import (
	"go/ast"
	"go/types"
	"strings"
)

// findBodies adds, for each function of the package whose signature is a
// framework's tool handler signature and that no tool of this package is
// bound to, a BodyOnly tool: its handler is registered somewhere else (a
// method of a handlers package that the server package binds, T2), and
// the checks that judge a handler body run on it here, where its syntax
// is. The tool's name is not known here.
func (f *finder) findBodies() {
	bound := make(map[*types.Func]bool)
	boundLits := make(map[*ast.FuncLit]bool)
	for _, t := range f.tools {
		if t.Handler != nil && t.Handler.Func != nil {
			bound[t.Handler.Func] = true
		}
		if t.Handler != nil && t.Handler.Lit != nil {
			boundLits[t.Handler.Lit] = true
		}
	}
	hooks := f.handlerHooks()
	if len(hooks) == 0 {
		return
	}
	helpers := f.onlyCalled()
	factories := f.funcFactories(hooks)
	used := make(map[types.Object]bool)
	for _, obj := range f.pass.TypesInfo.Uses {
		used[obj] = true
	}
	for _, file := range f.pass.Files {
		for _, d := range file.Decls {
			decl, ok := d.(*ast.FuncDecl)
			if !ok || decl.Body == nil {
				continue
			}
			fn, _ := f.pass.TypesInfo.Defs[decl.Name].(*types.Func)
			if fn == nil || bound[fn] || helpers[fn] {
				continue
			}
			if !fn.Exported() && !used[fn] {
				continue // dead code: unexported, and nothing here names it
			}
			if isTestDouble(fn) {
				continue
			}
			if f.callsAny(decl.Body, bound) {
				// A router over handlers bound here (a switch on the
				// tool's name that calls each, for tests): its writes
				// are theirs, judged at their tools.
				continue
			}
			for _, h := range hooks {
				if in, ok := h.handlerInput(fn.Signature()); ok {
					hd := f.funcHandler(fn, in)
					hd.Factories = factories[fn]
					// bind gives the body the parameters of the struct a
					// typed handler decodes, as the SDK makes the schema.
					f.bind(f.add(&Tool{Framework: h.framework, Decl: decl.Name, BodyOnly: true}), hd)
					break
				}
			}
			if lit, fw, in := f.factoryLit(fn, hooks); lit != nil && !boundLits[lit] {
				f.bind(f.add(&Tool{Framework: fw, Decl: decl.Name, BodyOnly: true}), &Handler{Lit: lit, Factory: fn, Input: in})
			}
		}
	}
}

// isTestDouble reports whether fn is a method of a mock, kept in a
// non-test file for other packages' tests: its type embeds testify's
// mock.Mock or holds a gomock controller. It has a handler's signature
// but handles no tool.
func isTestDouble(fn *types.Func) bool {
	recv := fn.Signature().Recv()
	if recv == nil {
		return false
	}
	st := structOf(recv.Type())
	if st == nil {
		return false
	}
	for field := range st.Fields() {
		t := field.Type()
		if p, ok := t.(*types.Pointer); ok {
			t = p.Elem()
		}
		named, ok := types.Unalias(t).(*types.Named)
		if !ok || named.Obj().Pkg() == nil {
			continue
		}
		switch path, name := named.Obj().Pkg().Path(), named.Obj().Name(); {
		case path == "github.com/stretchr/testify/mock" && name == "Mock" && field.Embedded(),
			strings.HasSuffix(path, "/gomock") && name == "Controller":
			return true
		}
	}
	return false
}

// callsAny reports whether body calls one of fns.
func (f *finder) callsAny(body *ast.BlockStmt, fns map[*types.Func]bool) bool {
	if len(fns) == 0 {
		return false
	}
	found := false
	ast.Inspect(body, func(n ast.Node) bool {
		if call, ok := n.(*ast.CallExpr); ok && fns[f.callee(call)] {
			found = true
		}
		return !found
	})
	return found
}

// handlerHooks returns the hooks of the frameworks the package sees that
// know their handler signatures.
func (f *finder) handlerHooks() []*layerHooks {
	var hooks []*layerHooks
	for _, h := range layerFrameworks {
		if h.handlerInput != nil && f.sees(h.module) {
			hooks = append(hooks, h)
		}
	}
	return append(hooks, f.registryHooks()...)
}

// handlerType reports whether t is a function type with a framework's
// handler signature, and the index of the parameter carrying the input.
func handlerType(t types.Type, hooks []*layerHooks) (Framework, int, bool) {
	if t == nil {
		return "", 0, false
	}
	sig, ok := t.Underlying().(*types.Signature)
	if !ok {
		return "", 0, false
	}
	for _, h := range hooks {
		if in, ok := h.handlerInput(sig); ok {
			return h.framework, in, true
		}
	}
	return "", 0, false
}

// factoryLit returns the closure a handler factory returns (T7: func
// CreateIssueHandler(c *Client) server.ToolHandlerFunc { return func(...)
// {...} }), with its framework and input parameter, or nil when fn
// returns no handler or not one literal. The factory's callers bind the
// closure, in this package or another; its body is checked here.
func (f *finder) factoryLit(fn *types.Func, hooks []*layerHooks) (*ast.FuncLit, Framework, int) {
	ret, fw, in := f.factoryReturn(fn, hooks)
	lit, ok := ast.Unparen(ret).(*ast.FuncLit)
	if !ok {
		return nil, "", 0
	}
	return lit, fw, in
}

// factoryReturn returns what a handler factory returns: the one result
// of fn's one non-zero return statement, when fn's one result has a
// framework's handler type and fn takes no handler; nil otherwise.
func (f *finder) factoryReturn(fn *types.Func, hooks []*layerHooks) (ast.Expr, Framework, int) {
	res := fn.Signature().Results()
	if res.Len() != 1 {
		return nil, "", 0
	}
	// A middleware takes the handler it wraps: its closure is the
	// wrapped handler's, not a handler of its own.
	params := fn.Signature().Params()
	for i := range params.Len() {
		if _, _, ok := handlerType(params.At(i).Type(), hooks); ok {
			return nil, "", 0
		}
	}
	fw, in, ok := handlerType(res.At(0).Type(), hooks)
	if !ok {
		return nil, "", 0
	}
	ret := f.returned(fn)
	if ret == nil {
		return nil, "", 0
	}
	return ret, fw, in
}

// funcFactories maps each function or method of the package that a
// handler factory of the package returns by name rather than as a
// literal (return createIssue, return c.createIssue, h := c.handle;
// return h) to those factories. A caller in another package knows the
// handler only by the factory it calls, so the function's facts are
// put on the factories too.
func (f *finder) funcFactories(hooks []*layerHooks) map[*types.Func][]*types.Func {
	var m map[*types.Func][]*types.Func
	for _, file := range f.pass.Files {
		for _, d := range file.Decls {
			decl, ok := d.(*ast.FuncDecl)
			if !ok || decl.Body == nil {
				continue
			}
			fn, _ := f.pass.TypesInfo.Defs[decl.Name].(*types.Func)
			if fn == nil {
				continue
			}
			ret, _, in := f.factoryReturn(fn, hooks)
			if ret == nil {
				continue
			}
			if _, ok := ast.Unparen(ret).(*ast.FuncLit); ok {
				continue // factoryLit's
			}
			h := f.handler(ret, in)
			if h == nil || h.Func == nil || h.Decl == nil || h.Lit != nil || h.Factory != nil {
				continue
			}
			if m == nil {
				m = make(map[*types.Func][]*types.Func)
			}
			m[h.Func] = append(m[h.Func], fn)
		}
	}
	return m
}

// onlyCalled returns the unexported functions and methods of the
// package that it only ever calls, never takes as a value: a helper with
// a handler's signature that a dispatching handler calls
// (case "create": return createMergeRequestHandler(ctx, req, args)) is
// part of that handler, not a handler of its own, and nothing outside
// the package can register it. Its writes are judged in the handler that
// calls it, once.
func (f *finder) onlyCalled() map[*types.Func]bool {
	called := make(map[*types.Func]bool)
	asValue := make(map[*types.Func]bool)
	info := f.pass.TypesInfo
	for _, file := range f.pass.Files {
		ast.PreorderStack(file, nil, func(n ast.Node, stack []ast.Node) bool {
			var id *ast.Ident
			var expr ast.Expr
			switch x := n.(type) {
			case *ast.Ident:
				id, expr = x, x
			case *ast.SelectorExpr:
				id, expr = x.Sel, x
			default:
				return true
			}
			fn, ok := info.Uses[id].(*types.Func)
			if !ok || fn.Pkg() != f.pass.Pkg || fn.Exported() {
				return true
			}
			if sel, ok := n.(*ast.Ident); ok && len(stack) > 0 {
				if parent, ok := stack[len(stack)-1].(*ast.SelectorExpr); ok && parent.Sel == sel {
					return true // seen as the selector
				}
			}
			if len(stack) > 0 {
				if call, ok := stack[len(stack)-1].(*ast.CallExpr); ok && ast.Unparen(call.Fun) == expr {
					called[fn.Origin()] = true
					return true
				}
			}
			asValue[fn.Origin()] = true
			return true
		})
	}
	for fn := range asValue {
		delete(called, fn)
	}
	return called
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
