package tools

import (
	"fmt"
	"go/ast"
	"go/types"
	"slices"
)

// A Carrier summarises a struct type of the program that holds a
// framework tool and its handler in two fields, which the program hands
// to the framework together (for _, t := range tools { s.AddTool(t.Tool,
// t.Handler) }). Each composite literal of the type binds the handler
// field to the tool in the tool field. It is learned where the binding
// is written: in the package that declares the type it is exported on
// the type, so every package that writes a literal of it sees the fact;
// in another (the type in a kit package, literals and the registration
// loop here) it binds this package's literals only.
//
// The handler field may hold a handler factory instead (a function whose
// one result is a handler, called in the loop: for _, r := range regs {
// s.AddTool(r.Tool, wrap(r.NewHandler(client))) }); each literal's tool is
// then bound to the handler its factory returns, as a call of that
// factory would be.
//
// The binding may forward the request to the handler field from a
// closure (s.AddTool(d.tool, func(ctx, req) (*Result, error) { return
// d.handler(ctx, req, helper) })): the field then holds a handler of the
// program's own signature, whose request parameter Input names.
type Carrier struct {
	Framework Framework
	Tool      string // the field holding the framework tool
	Handler   string // the field holding the handler, or its factory
	Factory   bool   // Handler holds a factory, called for the handler
	Input     int    // 1 + the handler's parameter that takes the request; 0: the framework's own
	// Built says Tool holds a function that builds the tool, called in
	// the loop (s.AddTool(t.Builder(), t.Handler)).
	Built bool
}

// AFact marks Carrier as a fact.
func (*Carrier) AFact() {}

func (c *Carrier) String() string {
	if c.Factory {
		return fmt.Sprintf("carrier(%s tool=%s handler=%s())", c.Framework, c.Tool, c.Handler)
	}
	if c.Input > 0 {
		return fmt.Sprintf("carrier(%s tool=%s handler=%s request=%d)", c.Framework, c.Tool, c.Handler, c.Input-1)
	}
	if c.Built {
		return fmt.Sprintf("carrier(%s tool=%s() handler=%s)", c.Framework, c.Tool, c.Handler)
	}
	return fmt.Sprintf("carrier(%s tool=%s handler=%s)", c.Framework, c.Tool, c.Handler)
}

// findCarriers learns the carriers declared in this package from the
// framework bindings it writes, exports them, and binds every composite
// literal of a carrier type (local or imported) in this package.
func (f *finder) findCarriers() {
	local := make(map[*types.TypeName]*Carrier)
	// Carriers of an anonymous struct type (a function returning
	// []struct{tool *mcp.Tool; handler mcp.ToolHandler}): they bind the
	// literals of an identical type in this package only.
	var anon []anonCarrier
	bound := make(map[*types.TypeName]bool) // types whose fields a binding here reads
	for _, b := range f.bindings {
		tx, tfield, tcalled := f.fieldOf(b.tool)
		built := false
		if tx == nil {
			tx, tfield, built = f.builderField(b.tool) // s.AddTool(t.Builder(), t.Handler)
		}
		if tx != nil {
			if tn := structTypeName(f.pass.TypesInfo.TypeOf(tx)); tn != nil {
				bound[tn] = true
			}
		}
		hx, hfield, factory := f.fieldOf(b.handler)
		input := 0
		if hx == nil {
			hx, hfield, input = f.forwardedField(b.handler, b.input)
		}
		if tx == nil || hx == nil || tx != hx || tcalled {
			continue
		}
		tn := structTypeName(f.pass.TypesInfo.TypeOf(tx))
		if tn == nil {
			if st := anonStruct(f.pass.TypesInfo.TypeOf(tx)); st != nil {
				anon = append(anon, anonCarrier{st, &Carrier{Framework: b.framework, Tool: tfield, Handler: hfield, Factory: factory, Input: input, Built: built}})
			}
			continue
		}
		if local[tn] != nil {
			continue
		}
		c := &Carrier{Framework: b.framework, Tool: tfield, Handler: hfield, Factory: factory, Input: input, Built: built}
		local[tn] = c
		// A type of another package (devenv.Tool, whose literals and
		// registration loop are here) binds here only, as does a type
		// local to a function.
		if tn.Pkg() == f.pass.Pkg && tn.Parent() == tn.Pkg().Scope() {
			f.pass.ExportObjectFact(tn, c)
		}
	}
	shaped := f.shapeCarriers(local, bound)
	f.preorder([]ast.Node{(*ast.CompositeLit)(nil)}, func(n ast.Node) {
		lit := n.(*ast.CompositeLit)
		tn := structTypeName(f.pass.TypesInfo.TypeOf(lit))
		var c *Carrier
		if tn == nil {
			c = anonCarrierOf(anon, f.pass.TypesInfo.TypeOf(lit))
		} else if c = local[tn]; c == nil {
			c = shaped[tn]
		}
		if c == nil && tn != nil && tn.Pkg() != f.pass.Pkg {
			var imported Carrier
			if f.pass.ImportObjectFact(tn, &imported) {
				c = &imported
			}
		}
		if c == nil {
			return
		}
		tool := f.field(lit, c.Tool)
		if c.Built {
			tool = f.builtTool(tool)
		}
		t, h := f.toolAt(tool), f.field(lit, c.Handler)
		switch {
		case t == nil || h == nil:
		case c.Factory:
			f.bind(t, f.factoryHandler(h))
		case c.Input > 0:
			f.bind(t, f.handler(h, c.Input-1))
		default:
			f.bind(t, f.handler(h, f.inputOf(h)))
		}
	})
}

// shapeCarriers exports as carriers, by their fields alone, the struct
// types of this package that hold one framework tool and one handler of
// that framework (Tool{Definition mcp.Tool; Handler func(ctx,
// mcp.CallToolRequest) (*mcp.CallToolResult, error)}) and that no
// binding here reads: a kit's type that other packages fill in, while
// the loop that registers their literals is in yet another (bitrise-mcp's
// builds.Get, registered from package tool), where no fact can reach
// them. It returns them too, for the type's own literals (mem0-mcp-go's
// Registry.Tools table, registered from package server): a literal whose
// tool field declares no tool binds nothing, so the shape only links
// handlers to tools found already, and a look-alike that never reaches
// the framework declares nothing by it.
func (f *finder) shapeCarriers(local map[*types.TypeName]*Carrier, bound map[*types.TypeName]bool) map[*types.TypeName]*Carrier {
	shaped := make(map[*types.TypeName]*Carrier)
	hooks := f.handlerHooks()
	if len(hooks) == 0 {
		return shaped
	}
	scope := f.pass.Pkg.Scope()
	for _, name := range scope.Names() {
		tn, ok := scope.Lookup(name).(*types.TypeName)
		if !ok || tn.IsAlias() || !tn.Exported() || local[tn] != nil || bound[tn] {
			continue
		}
		st, ok := tn.Type().Underlying().(*types.Struct)
		if !ok {
			continue
		}
		if c := f.shapeCarrier(st, hooks); c != nil {
			f.pass.ExportObjectFact(tn, c)
			shaped[tn] = c
		}
	}
	return shaped
}

// shapeCarrier returns the carrier that a struct of one framework tool
// and one handler of the same framework makes, or nil.
func (f *finder) shapeCarrier(st *types.Struct, hooks []*layerHooks) *Carrier {
	var tools, handlers []string
	var toolFW, handlerFW Framework
	built := false
	for field := range st.Fields() {
		if h := f.toolTypeHooks(field.Type()); h != nil {
			tools, toolFW = append(tools, field.Name()), h.framework
		} else if h := f.builderHooks(field.Type()); h != nil {
			tools, toolFW, built = append(tools, field.Name()), h.framework, true // Builder func() mcp.Tool
		} else if fw, _, ok := handlerType(field.Type(), hooks); ok {
			handlers, handlerFW = append(handlers, field.Name()), fw
		}
	}
	if len(tools) != 1 || len(handlers) != 1 || toolFW != handlerFW {
		return nil
	}
	return &Carrier{Framework: toolFW, Tool: tools[0], Handler: handlers[0], Built: built}
}

// An anonCarrier is a carrier whose type is an anonymous struct.
type anonCarrier struct {
	st *types.Struct
	c  *Carrier
}

// anonStruct returns the anonymous struct type t is or points to.
func anonStruct(t types.Type) *types.Struct {
	if p, ok := types.Unalias(t).(*types.Pointer); ok {
		t = p.Elem()
	}
	st, _ := types.Unalias(t).(*types.Struct)
	return st
}

// anonCarrierOf returns the carrier of the anonymous struct type t, or nil.
func anonCarrierOf(anon []anonCarrier, t types.Type) *Carrier {
	st := anonStruct(t)
	if st == nil {
		return nil
	}
	for _, a := range anon {
		if types.Identical(a.st, st) {
			return a.c
		}
	}
	return nil
}

// builderHooks returns the hooks of the framework whose tool a function
// type of no parameters returns (func() mcp.Tool), or nil.
func (f *finder) builderHooks(t types.Type) *layerHooks {
	sig, ok := t.Underlying().(*types.Signature)
	if !ok || sig.Params().Len() != 0 || sig.Results().Len() != 1 {
		return nil
	}
	return f.toolTypeHooks(sig.Results().At(0).Type())
}

// builderField returns x and the field name, and true, when e calls,
// with no arguments, a function held in x's field that returns a
// framework tool (t.Builder()).
func (f *finder) builderField(e ast.Expr) (ast.Expr, string, bool) {
	call, ok := ast.Unparen(e).(*ast.CallExpr)
	if !ok || len(call.Args) != 0 || f.toolTypeHooks(f.pass.TypesInfo.TypeOf(call)) == nil {
		return nil, "", false
	}
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok {
		return nil, "", false
	}
	x, field, _ := f.selectedField(sel)
	return x, field, x != nil
}

// builtTool returns what the function e names (a method value or a
// function of the package: p.buildCreateApp) returns, the tool it
// builds, or nil.
func (f *finder) builtTool(e ast.Expr) ast.Expr {
	var fn *types.Func
	switch x := ast.Unparen(e).(type) {
	case *ast.SelectorExpr:
		fn, _ = f.pass.TypesInfo.Uses[x.Sel].(*types.Func)
	case *ast.Ident:
		fn, _ = f.pass.TypesInfo.Uses[x].(*types.Func)
	}
	if fn == nil {
		return nil
	}
	return f.returned(fn)
}

// forwardedField returns x and the field name when e is a function
// literal whose body forwards the request, its parameter input, to the
// function held in x's field (func(ctx, req) (*Result, error) { return
// d.handler(ctx, req, helper) }), and 1 + the position the request takes
// in that call; nil otherwise.
func (f *finder) forwardedField(e ast.Expr, input int) (ast.Expr, string, int) {
	lit, ok := ast.Unparen(e).(*ast.FuncLit)
	if !ok || len(lit.Body.List) != 1 || input < 0 {
		return nil, "", 0
	}
	ret, ok := lit.Body.List[0].(*ast.ReturnStmt)
	if !ok || len(ret.Results) != 1 {
		return nil, "", 0
	}
	call, ok := ast.Unparen(ret.Results[0]).(*ast.CallExpr)
	if !ok {
		return nil, "", 0
	}
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok {
		return nil, "", 0
	}
	x, field, _ := f.selectedField(sel)
	if x == nil {
		return nil, "", 0
	}
	var params []*ast.Ident
	for _, fld := range lit.Type.Params.List {
		params = append(params, fld.Names...)
	}
	if input >= len(params) {
		return nil, "", 0
	}
	req := f.pass.TypesInfo.Defs[params[input]]
	for i, a := range call.Args {
		if id, ok := ast.Unparen(a).(*ast.Ident); ok && req != nil && f.pass.TypesInfo.Uses[id] == req {
			return x, field, i + 1
		}
	}
	return nil, "", 0
}

// fieldOf returns x and the field name when e is, or is a variable
// assigned once from, x.Field (&tc with tc := t.Tool is t and "Tool"),
// looking through a conversion or a wrapper call that hands its one
// function argument on (wrap(t.Handler), loggingHandler(log, name,
// t.Handler)). called reports that e calls the field, a handler factory
// (t.NewHandler(client)): a function whose one result is a handler.
func (f *finder) fieldOf(e ast.Expr) (x ast.Expr, field string, called bool) {
	for range maxDepth {
		if e == nil {
			return nil, "", false
		}
		e = ast.Unparen(e)
		if sel, ok := e.(*ast.SelectorExpr); ok {
			return f.selectedField(sel)
		}
		if call, ok := e.(*ast.CallExpr); ok {
			if sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr); ok {
				if x, field, _ := f.selectedField(sel); x != nil {
					if _, _, ok := handlerType(f.pass.TypesInfo.TypeOf(call), f.handlerHooks()); !ok {
						return nil, "", false // a field called for something else
					}
					return x, field, true
				}
			}
			if arg := f.wrappedArg(call); arg != nil {
				e = arg
				continue
			}
		}
		next := f.resolveDepth(e, maxDepth)
		if call, ok := next.(*ast.CallExpr); ok && next == e && len(call.Args) == 1 {
			next = call.Args[0] // server.ToolHandlerFunc(t.Handler), wrap(t.Handler)
		}
		if next == e {
			return nil, "", false
		}
		e = next
	}
	return nil, "", false
}

// selectedField returns x and the field name when sel selects a field of
// a variable x.
func (f *finder) selectedField(sel *ast.SelectorExpr) (ast.Expr, string, bool) {
	if s, ok := f.pass.TypesInfo.Selections[sel]; ok && s.Kind() == types.FieldVal {
		if id, ok := ast.Unparen(sel.X).(*ast.Ident); ok {
			return identRoot(f, id), sel.Sel.Name, false
		}
	}
	return nil, "", false
}

// identRoot returns an expression standing for the variable id names, so
// two selections of the same variable compare equal.
func identRoot(f *finder, id *ast.Ident) ast.Expr {
	obj := f.pass.TypesInfo.Uses[id]
	if obj == nil {
		return nil
	}
	if f.roots == nil {
		f.roots = make(map[types.Object]*ast.Ident)
	}
	if r, ok := f.roots[obj]; ok {
		return r
	}
	f.roots[obj] = id
	return id
}

// structTypeName returns the declared struct type t is or points to.
func structTypeName(t types.Type) *types.TypeName {
	if t == nil {
		return nil
	}
	if p, ok := types.Unalias(t).(*types.Pointer); ok {
		t = p.Elem()
	}
	n, ok := types.Unalias(t).(*types.Named)
	if !ok {
		return nil
	}
	if _, ok := n.Underlying().(*types.Struct); !ok {
		return nil
	}
	return n.Origin().Obj()
}

// wrappedArg returns the handler that a wrapper call hands on: its one
// argument of a function type, when the call returns a function
// (loggingHandler(logger, name, h), mcp.NewTypedToolHandler(fn)). A
// wrapper declared in this package that returns a closure must call the
// parameter it takes the argument as; one that does not wraps nothing.
func (f *finder) wrappedArg(call *ast.CallExpr) ast.Expr {
	info := f.pass.TypesInfo
	if tv, ok := info.Types[call.Fun]; ok && tv.IsType() {
		return nil // a conversion
	}
	if _, ok := typeUnder(info.TypeOf(call)).(*types.Signature); !ok {
		return nil
	}
	at, same, sameAt := -1, 0, -1
	for i, arg := range call.Args {
		if _, ok := typeUnder(info.TypeOf(arg)).(*types.Signature); ok {
			if at >= 0 {
				at = -2 // several: the one of the type the call returns, below
			} else if at == -1 {
				at = i
			}
			if types.Identical(typeUnder(info.TypeOf(arg)), typeUnder(info.TypeOf(call))) {
				same, sameAt = same+1, i
			}
		}
	}
	if at == -2 {
		// wrap(name, handler, clusterOf): of several functions, the one
		// whose type the middleware returns is what it wraps.
		if same != 1 {
			return nil
		}
		at = sameAt
	}
	if at < 0 {
		return nil
	}
	fn := f.callee(call)
	if fn == nil {
		return nil
	}
	sig := fn.Signature()
	if sig.Variadic() && at >= sig.Params().Len()-1 {
		return nil
	}
	if lit, ok := ast.Unparen(f.returned(fn)).(*ast.FuncLit); ok && !callsVar(info, lit.Body, sig.Params().At(at)) {
		return nil
	}
	return call.Args[at]
}

// returnsWrappedResult reports whether the closure that fn returns gives
// back what it gets from calling the function the call passes as arg:
// the call itself, or a variable other than an error assigned from it
// (res, err := h(ctx, d, req); ...; return res, nil), or a result made
// of that variable (return mcp.NewToolResultText(text), nil). A closure
// fn does not show is taken to, as before.
func (f *finder) returnsWrappedResult(fn *types.Func, call *ast.CallExpr, arg ast.Expr) bool {
	lit, ok := ast.Unparen(f.returned(fn)).(*ast.FuncLit)
	if !ok {
		return true // not in sight: as before
	}
	at := slices.Index(call.Args, arg)
	if at < 0 || at >= fn.Signature().Params().Len() {
		return false
	}
	info := f.pass.TypesInfo
	v := fn.Signature().Params().At(at)
	callsV := func(e ast.Expr) bool {
		c, ok := ast.Unparen(e).(*ast.CallExpr)
		if !ok {
			return false
		}
		id, ok := ast.Unparen(c.Fun).(*ast.Ident)
		return ok && info.Uses[id] == v
	}
	results := make(map[types.Object]bool)
	found := false
	ast.Inspect(lit.Body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.AssignStmt:
			if len(n.Rhs) == 1 && callsV(n.Rhs[0]) {
				for _, l := range n.Lhs {
					if id, ok := l.(*ast.Ident); ok {
						if obj := info.ObjectOf(id); obj != nil && !isError(obj.Type()) {
							results[obj] = true
						}
					}
				}
			}
		case *ast.ReturnStmt:
			isResult := func(e ast.Expr) bool {
				id, ok := ast.Unparen(e).(*ast.Ident)
				return ok && results[info.ObjectOf(id)]
			}
			for _, r := range n.Results {
				if isResult(r) || callsV(r) {
					found = true
				}
				// mcp.NewToolResultText(text): the result made of it.
				if c, ok := ast.Unparen(r).(*ast.CallExpr); ok && slices.ContainsFunc(c.Args, isResult) {
					found = true
				}
			}
		}
		return !found
	})
	return found
}

// callsVar reports whether body calls the function held by v.
func callsVar(info *types.Info, body *ast.BlockStmt, v *types.Var) bool {
	found := false
	ast.Inspect(body, func(n ast.Node) bool {
		if call, ok := n.(*ast.CallExpr); ok {
			if id, ok := ast.Unparen(call.Fun).(*ast.Ident); ok && info.Uses[id] == v {
				found = true
			}
		}
		return !found
	})
	return found
}

func typeUnder(t types.Type) types.Type {
	if t == nil {
		return nil
	}
	return t.Underlying()
}

// factoryHandler returns the handler that the factory e, a carrier's
// factory field, returns when called: the closure or the named function
// a factory of this package returns, or the factory itself when it is
// in another package (its facts describe the closure, T7). It returns
// nil when e's result is no handler or the factory returns none (nil).
func (f *finder) factoryHandler(e ast.Expr) *Handler {
	info := f.pass.TypesInfo
	sig, _ := typeUnder(info.TypeOf(e)).(*types.Signature)
	if sig == nil || sig.Results().Len() != 1 {
		return nil
	}
	_, in, ok := handlerType(sig.Results().At(0).Type(), f.handlerHooks())
	if !ok {
		return nil
	}
	var ret ast.Expr
	switch x := f.resolve(e).(type) {
	case *ast.FuncLit:
		ret = returnedBy(x.Body)
	case *ast.Ident, *ast.SelectorExpr:
		var id *ast.Ident
		if sel, ok := x.(*ast.SelectorExpr); ok {
			id = sel.Sel
		} else {
			id = x.(*ast.Ident)
		}
		fn, ok := info.Uses[id].(*types.Func)
		if !ok {
			return nil
		}
		fn = fn.Origin()
		if fn.Pkg() != f.pass.Pkg {
			if fn.Pkg() == nil || InFramework(fn.Pkg().Path()) {
				return nil
			}
			return &Handler{Factory: fn, Input: in, Expr: e}
		}
		ret = f.returned(fn)
	}
	if ret == nil {
		return nil
	}
	h := f.handlerDepth(ret, in, 1)
	if h != nil {
		h.Expr = e
	}
	return h
}

// A MethodCarrier summarises an interface of the program whose one
// method returns a framework tool and another its handler, which the
// program hands to the framework together (for _, r := range registry {
// s.AddTool(r.GetTool(), r.GetHandler()) }): every type implementing it
// declares the tool its tool method returns, bound to the handler its
// handler method returns. It is exported on the interface where the
// binding is written, so that the packages of the implementations, which
// register themselves (registry.RegisterTool(&DropCollectionTool{}) in
// an init), bind theirs.
type MethodCarrier struct {
	Framework Framework
	Tool      string // the method returning the framework tool
	Handler   string // the method returning the handler
}

// AFact marks MethodCarrier as a fact.
func (*MethodCarrier) AFact() {}

func (c *MethodCarrier) String() string {
	return fmt.Sprintf("method carrier(%s tool=%s() handler=%s())", c.Framework, c.Tool, c.Handler)
}

// findMethodCarriers learns the method carriers of the bindings written
// here, exports those of interfaces declared here, and binds the tools of
// the types of this package that implement a method carrier of this
// package or of an imported package of the same repository.
func (f *finder) findMethodCarriers() {
	carriers := make(map[*types.TypeName]*MethodCarrier)
	for _, b := range f.bindings {
		tx, tm := f.methodCallOn(b.tool)
		hx, hm := f.methodCallOn(b.handler)
		if tx == nil || tx != hx || tm == hm {
			continue
		}
		tn := namedObj(tx.Type())
		if tn == nil || !types.IsInterface(tn.Type()) || carriers[tn] != nil {
			continue
		}
		c := &MethodCarrier{Framework: b.framework, Tool: tm, Handler: hm}
		carriers[tn] = c
		if tn.Pkg() == f.pass.Pkg && tn.Parent() == tn.Pkg().Scope() {
			f.pass.ExportObjectFact(tn, c)
		}
	}
	if !slices.ContainsFunc(f.tools, func(t *Tool) bool { return t.Handler == nil && !t.BodyOnly }) {
		return // no tool for an implementation to bind
	}
	for _, imp := range f.pass.Pkg.Imports() {
		if !sameRepository(imp.Path(), f.pass.Pkg.Path()) {
			continue
		}
		scope := imp.Scope()
		for _, name := range scope.Names() {
			tn, ok := scope.Lookup(name).(*types.TypeName)
			if !ok || !tn.Exported() || !types.IsInterface(tn.Type()) {
				continue
			}
			var c MethodCarrier
			if f.pass.ImportObjectFact(tn, &c) {
				carriers[tn] = &c
			}
		}
	}
	for tn, c := range carriers {
		iface, _ := tn.Type().Underlying().(*types.Interface)
		for _, impl := range f.implementers(iface) {
			t := f.toolAt(f.methodReturn(impl, c.Tool))
			h := f.methodReturn(impl, c.Handler)
			if t == nil || h == nil || t.Handler != nil {
				continue
			}
			f.bind(t, f.handler(h, f.inputOf(h)))
		}
	}
}

// methodCallOn returns the variable and the method of x.M(), a call of a
// method without arguments on a variable, or nil.
func (f *finder) methodCallOn(e ast.Expr) (*types.Var, string) {
	call, ok := ast.Unparen(e).(*ast.CallExpr)
	if !ok || len(call.Args) != 0 {
		return nil, ""
	}
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok {
		return nil, ""
	}
	id, ok := ast.Unparen(sel.X).(*ast.Ident)
	if !ok {
		return nil, ""
	}
	v, _ := f.pass.TypesInfo.Uses[id].(*types.Var)
	if v == nil {
		return nil, ""
	}
	return v, sel.Sel.Name
}

// bindInterfaceAdds binds the calls of a method of an interface of the
// program that takes a framework tool and a handler of that framework
// (type ToolRegistrar interface { AddTool(mcp.Tool,
// server.ToolHandlerFunc) }, which *server.MCPServer satisfies): the
// program registers its tools through it as through the framework, and
// the implementation it hands over is the framework's server, or a
// filter in front of it.
func (f *finder) bindInterfaceAdds() {
	hooks := f.handlerHooks()
	if len(hooks) == 0 {
		return
	}
	for call, fn := range f.calls() {
		if fn == nil || len(call.Args) != 2 || !isInterfaceMethodOf(fn) || InFramework(fn.Pkg().Path()) {
			continue
		}
		params := fn.Signature().Params()
		th := f.toolTypeHooks(params.At(0).Type())
		if th == nil {
			continue
		}
		fw, in, ok := handlerType(params.At(1).Type(), hooks)
		if !ok || fw != th.framework {
			continue
		}
		f.bindCall(fw, call, call.Args[0], call.Args[1], in)
	}
}

// isInterfaceMethodOf reports whether fn is a method of an interface
// declared in a package (not the framework's).
func isInterfaceMethodOf(fn *types.Func) bool {
	recv := fn.Signature().Recv()
	return recv != nil && types.IsInterface(recv.Type()) && fn.Pkg() != nil
}
