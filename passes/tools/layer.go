package tools

import (
	"cmp"
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"slices"
	"strings"
)

// A Layer summarises a function of the program through which tools reach
// a framework: a constructor whose parameters become a framework tool's
// name, description, options or handler (MustTool(name, desc, fn, opts...)),
// or a binder that hands a tool value and a handler to the framework
// (register(s, tool, h)). It is learned where the function is written,
// from syntax and types only, and exported as a fact so that every calling
// package, standalone and under go vet, turns each call into a tool
// declaration (constructors) or a binding (binders).
//
// Indices are parameter positions, -1 when the role is absent.
type Layer struct {
	Framework   Framework
	Name        int // the tool's name
	Description int // the tool's description
	Handler     int // the handler function
	Tool        int // a framework tool value that the layer carries or binds
	Options     int // the variadic framework tool options
	// Spec says the Tool parameter is a value of the program's own
	// type whose fields the layer builds the framework tool from
	// (mcp.NewTool(spec.Name, ...)): the own tool its literal declares
	// is the one each call binds.
	Spec bool
}

// AFact marks Layer as a fact.
func (*Layer) AFact() {}

func (l *Layer) String() string {
	var parts []string
	for _, r := range []struct {
		name string
		i    int
	}{{"name", l.Name}, {"description", l.Description}, {"handler", l.Handler}, {"tool", l.Tool}, {"options", l.Options}} {
		if r.i >= 0 {
			parts = append(parts, fmt.Sprintf("%s=%d", r.name, r.i))
		}
	}
	if l.Spec {
		parts = append(parts, "spec")
	}
	return fmt.Sprintf("layer(%s %s)", l.Framework, strings.Join(parts, " "))
}

// declares reports whether each call of the layer declares a tool (the
// name is a parameter), rather than binding one declared elsewhere.
func (l *Layer) declares() bool { return l.Name >= 0 }

func (l *Layer) useful() bool {
	return l.Name >= 0 || (l.Tool >= 0 && l.Handler >= 0)
}

func newLayer(fw Framework) *Layer {
	return &Layer{Framework: fw, Name: -1, Description: -1, Handler: -1, Tool: -1, Options: -1}
}

// A layerHooks tells the tool-layer machinery what it needs to know of one
// framework. Each adapter file declares its own.
type layerHooks struct {
	framework Framework
	module    string
	// toolTypes are the framework's tool value types, as {sub, name}.
	toolTypes [][2]string
	// option applies one tool option argument (mcp.WithDescription(...))
	// to a tool declared through a layer; nil when the framework has none.
	option func(f *finder, t *Tool, opt ast.Expr)
	// handlerInput reports whether sig is the signature of one of the
	// framework's tool handlers, and the index of its input parameter.
	handlerInput func(sig *types.Signature) (int, bool)
}

var layerFrameworks = []*layerHooks{&mcpgoLayer, &gosdkLayer, &genkitLayer, &einoLayer, &anthropicLayer, &fantasyLayer, &mcpgolangLayer, &gomcpLayer}

func hooksFor(fw Framework) *layerHooks {
	for _, h := range layerFrameworks {
		if h.framework == fw {
			return h
		}
	}
	return nil
}

// A binding is a framework call that binds a handler to a tool value, as
// an adapter saw it: s.AddTool(toolExpr, handlerExpr).
type binding struct {
	framework Framework
	call      ast.Node
	tool      ast.Expr
	handler   ast.Expr
	input     int
}

// bindCall links the handler expression to the tool that the tool
// expression names, and records the binding so that binders (functions
// that pass their parameters here) and bindings of tools declared through
// a layer can be found.
func (f *finder) bindCall(fw Framework, call ast.Node, tool, handler ast.Expr, input int) {
	f.bindings = append(f.bindings, binding{framework: fw, call: call, tool: tool, handler: handler, input: input})
	h := f.handler(handler, input)
	for _, t := range f.boundTools(tool) {
		f.bind(t, h)
	}
}

// A layerFunc is a function of this package that may be a layer: a
// declared function or method, or a function literal (a closure that
// registers, called through a variable).
type layerFunc struct {
	node   ast.Node // *ast.FuncDecl or *ast.FuncLit
	obj    *types.Func
	params []*types.Var
	body   *ast.BlockStmt
	layer  *Layer

	lits []*ast.FuncLit // the literals in body not inside another, once innermost has asked
}

// findLayers learns the layers written in this package, exports them, and
// applies every layer (local or imported) to the calls of this package:
// a call of a constructor declares a tool at the call, a call of a binder
// binds its handler to the tool its argument names. Tools declared inside
// a constructor from its parameters are templates, not tools: they are
// dropped once the layer is known.
func (f *finder) findLayers() {
	funcs := f.layerFuncs()
	f.learning = make(map[ast.Node]*layerFunc, len(funcs))
	for _, lf := range funcs {
		f.learning[lf.node] = lf
	}
	templates := make(map[*Tool]bool)
	// Learn: tools and bindings written from parameters, then calls of
	// known layers with parameters, until nothing changes. Each function
	// looks only at the tools and bindings inside it: a package of many
	// tools has as many functions (issue 30).
	decls := newPosIndex(f.tools, func(t *Tool) ast.Node { return t.Decl })
	bindings := newPosIndex(f.bindings, func(b binding) ast.Node { return b.call })
	for _, lf := range funcs {
		f.learnDirect(lf, decls.inside(lf.body), bindings.inside(lf.body), templates)
	}
	for range maxDepth {
		changed := false
		for _, lf := range funcs {
			if f.learnComposed(lf) {
				changed = true
			}
		}
		if !changed {
			break
		}
	}
	f.layers = make(map[ast.Node]*Layer)
	for _, lf := range funcs {
		if lf.layer == nil || !lf.layer.useful() {
			continue
		}
		f.layers[lf.node] = lf.layer
		if lf.obj != nil {
			f.pass.ExportObjectFact(lf.obj, lf.layer)
		}
	}
	if len(templates) > 0 {
		kept := f.tools[:0]
		for _, t := range f.tools {
			if templates[t] {
				delete(f.byDecl, t.Decl)
				continue
			}
			kept = append(kept, t)
		}
		f.tools = kept
	}
	f.applyLayers(funcs)
}

// layerFuncs lists the functions and function literals of the package.
func (f *finder) layerFuncs() []*layerFunc {
	var out []*layerFunc
	info := f.pass.TypesInfo
	f.preorder([]ast.Node{(*ast.FuncDecl)(nil), (*ast.FuncLit)(nil)}, func(n ast.Node) {
		lf := &layerFunc{node: n}
		var sig *types.Signature
		switch n := n.(type) {
		case *ast.FuncDecl:
			lf.obj, _ = info.Defs[n.Name].(*types.Func)
			lf.body = n.Body
			if lf.obj != nil {
				sig = lf.obj.Signature()
			}
		case *ast.FuncLit:
			lf.body = n.Body
			sig, _ = info.TypeOf(n).(*types.Signature)
		}
		if sig == nil || lf.body == nil || sig.Params().Len() == 0 {
			return
		}
		for i := range sig.Params().Len() {
			lf.params = append(lf.params, sig.Params().At(i))
		}
		out = append(out, lf)
	})
	return out
}

// param returns the index of the parameter of lf that e is (through
// parentheses, & and *, and variables assigned once), or -1.
func (f *finder) param(lf *layerFunc, e ast.Expr) int {
	if e == nil {
		return -1
	}
	for range maxDepth {
		e = ast.Unparen(e)
		switch x := e.(type) {
		case *ast.UnaryExpr:
			if x.Op == token.AND {
				e = x.X
				continue
			}
		case *ast.StarExpr:
			e = x.X
			continue
		case *ast.Ident:
			obj := f.pass.TypesInfo.Uses[x]
			for i, p := range lf.params {
				if obj == p {
					return i
				}
			}
			if v := f.valueOf(x); v != nil {
				e = v
				continue
			}
		}
		return -1
	}
	return -1
}

// mentions returns the index of the first parameter of lf accepted by ok
// that e uses, looking through local variables assigned once, or -1.
func (f *finder) mentions(lf *layerFunc, e ast.Expr, ok func(*types.Var) bool) int {
	found := -1
	seen := make(map[ast.Node]bool)
	var walk func(n ast.Node, depth int)
	walk = func(n ast.Node, depth int) {
		if n == nil || depth > maxDepth || seen[n] || found >= 0 {
			return
		}
		seen[n] = true
		ast.Inspect(n, func(n ast.Node) bool {
			id, isIdent := n.(*ast.Ident)
			if !isIdent || found >= 0 {
				return found < 0
			}
			obj := f.pass.TypesInfo.Uses[id]
			for i, p := range lf.params {
				if obj == p && ok(p) {
					found = i
					return false
				}
			}
			if v, isVar := obj.(*types.Var); isVar && f.isLocalVar(v) {
				f.index()
				for _, def := range f.defs[v] {
					walk(def, depth+1)
				}
			}
			return true
		})
	}
	walk(e, 0)
	return found
}

// isFuncTyped reports whether v holds a function: its type is a function
// type, or a type parameter constrained to function types
// (H ~func(context.Context, mcp.CallToolRequest) (...)).
func isFuncTyped(v *types.Var) bool {
	if _, ok := v.Type().Underlying().(*types.Signature); ok {
		return true
	}
	tp, ok := types.Unalias(v.Type()).(*types.TypeParam)
	if !ok {
		return false
	}
	iface, ok := tp.Constraint().Underlying().(*types.Interface)
	if !ok {
		return false
	}
	for i := range iface.NumEmbeddeds() {
		switch e := iface.EmbeddedType(i).(type) {
		case *types.Union:
			for j := range e.Len() {
				if _, ok := e.Term(j).Type().Underlying().(*types.Signature); ok {
					return true
				}
			}
		case *types.Signature:
			return true
		}
	}
	return false
}

// within reports whether n lies inside lf's body, and not inside a
// function literal nested in it (a literal is a layer of its own).
func within(lf *layerFunc, n ast.Node) bool {
	return lf.body.Pos() <= n.Pos() && n.End() <= lf.body.End()
}

// learnDirect learns what lf does with its parameters directly: a
// framework tool declared from them (a constructor), a framework binding
// of them (a binder), or a framework tool value returned (a carrier
// constructor).
// Tools and bindings are those whose declaration or call starts in lf.
func (f *finder) learnDirect(lf *layerFunc, tools []*Tool, bindings []binding, templates map[*Tool]bool) {
	for _, t := range tools {
		if t.Decl == nil || !within(lf, t.Decl) || !f.innermost(lf, t.Decl) {
			continue
		}
		name := f.param(lf, t.NameExpr)
		if name < 0 {
			// The name is a field of a parameter (mcp.NewTool(spec.Name,
			// ...)): the parameter carries a declaration of the
			// program's own, which each call binds (a spec value
			// serverToolFromSpec(createReportSpec, h) pairs with h).
			if spec := f.fieldParam(lf, t.NameExpr); spec >= 0 && f.onlyFuncParam(lf) >= 0 {
				if l := f.ensureLayer(lf, t.Framework); l.Framework == t.Framework && l.Tool < 0 && l.Name < 0 {
					l.Tool, l.Spec = spec, true
				}
			}
			continue
		}
		l := f.ensureLayer(lf, t.Framework)
		if l.Framework != t.Framework {
			continue
		}
		l.Name = name
		l.Description = f.param(lf, t.Description.Expr)
		l.Options = f.optionsParam(lf, hooksFor(t.Framework))
		templates[t] = true
	}
	for _, b := range bindings {
		if !within(lf, b.call) || !f.innermost(lf, b.call) {
			continue
		}
		tool := f.param(lf, b.tool)
		if tool < 0 {
			// A tool looked up by a name parameter in a map the
			// program fills at run time (from a YAML file): each call
			// with a constant name declares that tool.
			if key := f.mapKeyParam(lf, b.tool); key >= 0 {
				if h := f.mentions(lf, b.handler, isFuncTyped); h >= 0 {
					l := f.ensureLayer(lf, b.framework)
					if l.Name < 0 {
						l.Name, l.Handler = key, h
					}
				}
			}
			continue
		}
		if h := f.mentions(lf, b.handler, isFuncTyped); h >= 0 {
			l := f.ensureLayer(lf, b.framework)
			l.Tool, l.Handler = tool, h
		}
	}
	// A parameter of a framework tool type that the function returns,
	// inside whatever it returns (ServerTool{Tool: tool, Handler: adapt(h)}).
	for i, p := range lf.params {
		hooks := f.toolTypeHooks(p.Type())
		if hooks == nil {
			continue
		}
		ast.Inspect(lf.body, func(n ast.Node) bool {
			if _, ok := n.(*ast.FuncLit); ok {
				return false
			}
			ret, ok := n.(*ast.ReturnStmt)
			if !ok {
				return true
			}
			for _, r := range ret.Results {
				if f.carries(lf, r, i) {
					l := f.ensureLayer(lf, hooks.framework)
					if l.Tool < 0 {
						l.Tool = i
					}
				}
			}
			return true
		})
	}
	f.completeHandler(lf)
}

// fieldParam returns the index of the parameter of lf, a struct of the
// program's, whose string field e reads (spec.Name), or -1.
func (f *finder) fieldParam(lf *layerFunc, e ast.Expr) int {
	sel, ok := ast.Unparen(e).(*ast.SelectorExpr)
	if !ok {
		return -1
	}
	s, ok := f.pass.TypesInfo.Selections[sel]
	if !ok || s.Kind() != types.FieldVal || len(s.Index()) != 1 || !isString(s.Type()) {
		return -1
	}
	i := f.param(lf, sel.X)
	if i < 0 {
		return -1
	}
	if tn := structTypeName(lf.params[i].Type()); tn == nil || tn.Pkg() == nil || InFramework(tn.Pkg().Path()) {
		return -1
	}
	return i
}

// mapKeyParam returns the string parameter of lf that e is looked up by
// in a map of framework tools (t, ok := s.tools[name]), or -1.
func (f *finder) mapKeyParam(lf *layerFunc, e ast.Expr) int {
	idx, ok := f.resolve(e).(*ast.IndexExpr)
	if !ok {
		return -1
	}
	m, ok := f.pass.TypesInfo.TypeOf(idx.X).Underlying().(*types.Map)
	if !ok || !isString(m.Key()) || f.toolTypeHooks(m.Elem()) == nil {
		return -1
	}
	return f.param(lf, idx.Index)
}

// carries reports whether e is parameter i of lf as a whole value, or a
// composite literal that holds it in one of its elements (ServerTool{Tool:
// tool}). A field of the parameter (t.Name) is not the tool.
func (f *finder) carries(lf *layerFunc, e ast.Expr, i int) bool {
	if f.param(lf, e) == i {
		return true
	}
	switch x := ast.Unparen(e).(type) {
	case *ast.UnaryExpr:
		return x.Op == token.AND && f.carries(lf, x.X, i)
	case *ast.CompositeLit:
		for _, elt := range x.Elts {
			if kv, ok := elt.(*ast.KeyValueExpr); ok {
				elt = kv.Value
			}
			if f.carries(lf, elt, i) {
				return true
			}
		}
	}
	return false
}

// innermost reports whether no function literal inside lf encloses n.
func (f *finder) innermost(lf *layerFunc, n ast.Node) bool {
	if lf.lits == nil {
		lf.lits = []*ast.FuncLit{} // asked
		ast.Inspect(lf.body, func(m ast.Node) bool {
			if lit, ok := m.(*ast.FuncLit); ok && lit != lf.node {
				lf.lits = append(lf.lits, lit)
				return false
			}
			return true
		})
	}
	// The literals are disjoint and in order: only the last to start
	// before n can enclose it.
	i, _ := slices.BinarySearchFunc(lf.lits, n.Pos(), func(lit *ast.FuncLit, p token.Pos) int { return cmp.Compare(lit.Pos(), p+1) })
	return i == 0 || lf.lits[i-1].End() < n.End()
}

// A posIndex holds items sorted by the position of their node, to find
// those inside a function without a look at all of them.
type posIndex[T any] struct {
	items []T
	pos   []token.Pos
}

// newPosIndex indexes the items whose node is not nil.
func newPosIndex[T any](items []T, node func(T) ast.Node) posIndex[T] {
	var x posIndex[T]
	for _, it := range items {
		if n := node(it); n != nil {
			x.items = append(x.items, it)
		}
	}
	slices.SortStableFunc(x.items, func(a, b T) int { return cmp.Compare(node(a).Pos(), node(b).Pos()) })
	for _, it := range x.items {
		x.pos = append(x.pos, node(it).Pos())
	}
	return x
}

// inside returns the items whose node starts within n, in order.
func (x posIndex[T]) inside(n ast.Node) []T {
	lo, _ := slices.BinarySearch(x.pos, n.Pos())
	hi, _ := slices.BinarySearch(x.pos, n.End())
	return x.items[lo:hi]
}

func (f *finder) ensureLayer(lf *layerFunc, fw Framework) *Layer {
	if lf.layer == nil {
		lf.layer = newLayer(fw)
	}
	return lf.layer
}

// completeHandler picks the handler parameter of a constructor that
// declares its tool with a handler made from one of its parameters in a
// way the syntax does not show (wrapped, called through reflection): the
// only parameter of function type.
func (f *finder) completeHandler(lf *layerFunc) {
	l := lf.layer
	if l == nil || l.Handler >= 0 || (l.Name < 0 && l.Tool < 0) {
		return
	}
	l.Handler = f.onlyFuncParam(lf)
}

// onlyFuncParam returns the index of lf's only parameter of function
// type, or -1.
func (f *finder) onlyFuncParam(lf *layerFunc) int {
	only := -1
	for i, p := range lf.params {
		if isFuncTyped(p) {
			if only >= 0 {
				return -1
			}
			only = i
		}
	}
	return only
}

// optionsParam returns the index of lf's variadic parameter of the
// framework's tool option type, or -1.
func (f *finder) optionsParam(lf *layerFunc, hooks *layerHooks) int {
	if hooks == nil || hooks.option == nil || len(lf.params) == 0 {
		return -1
	}
	last := lf.params[len(lf.params)-1]
	s, ok := last.Type().(*types.Slice)
	if !ok {
		return -1
	}
	if n, ok := types.Unalias(s.Elem()).(*types.Named); ok && n.Obj().Pkg() != nil &&
		inModule(n.Obj().Pkg().Path(), hooks.module) && strings.HasSuffix(n.Obj().Name(), "Option") {
		return len(lf.params) - 1
	}
	return -1
}

// toolTypeHooks returns the hooks of the framework whose tool type t is
// (or points to), or nil.
func (f *finder) toolTypeHooks(t types.Type) *layerHooks {
	for _, h := range layerFrameworks {
		for _, tt := range h.toolTypes {
			if isNamed(t, h.module, tt[0], tt[1]) {
				return h
			}
		}
	}
	return nil
}

// learnComposed learns what lf passes of its parameters to calls of
// known layers: MustTool(name, desc, fn) calling ConvertTool(name, desc,
// fn) is a constructor too. It reports whether lf's layer changed.
func (f *finder) learnComposed(lf *layerFunc) bool {
	before := Layer{}
	if lf.layer != nil {
		before = *lf.layer
	}
	ast.Inspect(lf.body, func(n ast.Node) bool {
		if lit, ok := n.(*ast.FuncLit); ok && lit != lf.node {
			return false
		}
		call, ok := n.(*ast.CallExpr)
		if !ok {
			return true
		}
		inner := f.layerOf(call)
		if inner == nil {
			return true
		}
		arg := func(i int) ast.Expr {
			if i >= 0 && i < len(call.Args) {
				return call.Args[i]
			}
			return nil
		}
		if inner.declares() {
			name := f.param(lf, arg(inner.Name))
			if name < 0 {
				return true
			}
			l := f.ensureLayer(lf, inner.Framework)
			l.Name = name
			l.Description = f.param(lf, arg(inner.Description))
			if inner.Options >= 0 && call.Ellipsis.IsValid() && len(call.Args)-1 == inner.Options {
				l.Options = f.param(lf, arg(inner.Options))
			}
		} else if tool := f.param(lf, arg(inner.Tool)); tool >= 0 {
			l := f.ensureLayer(lf, inner.Framework)
			l.Tool = tool
		} else {
			return true
		}
		if inner.Handler >= 0 {
			if h := f.mentions(lf, arg(inner.Handler), isFuncTyped); h >= 0 {
				lf.layer.Handler = h
			}
		}
		return true
	})
	f.completeHandler(lf)
	return lf.layer != nil && *lf.layer != before
}

// layerOf returns the layer a call invokes: a function of this package
// learned so far, an imported function with a Layer fact, or a function
// literal the callee expression resolves to.
func (f *finder) layerOf(call *ast.CallExpr) *Layer {
	if fn := f.callee(call); fn != nil {
		if fn.Pkg() == f.pass.Pkg {
			if decl := f.funcDecl(fn); decl != nil {
				return f.localLayer(decl)
			}
			return nil
		}
		var l Layer
		if f.pass.ImportObjectFact(fn, &l) {
			return &l
		}
		return nil
	}
	if lit, ok := f.resolve(call.Fun).(*ast.FuncLit); ok {
		return f.localLayer(lit)
	}
	return nil
}

func (f *finder) localLayer(n ast.Node) *Layer {
	if f.layers != nil {
		return f.layers[n]
	}
	if lf := f.learning[n]; lf != nil {
		return lf.layer
	}
	return nil
}

// applyLayers turns each call of a layer into a declaration or a binding.
// Calls inside a layer that pass its own parameters on are the layer's
// own template, not a tool.
func (f *finder) applyLayers(funcs []*layerFunc) {
	var layered []*layerFunc
	for _, lf := range funcs {
		if lf.layer != nil {
			layered = append(layered, lf)
		}
	}
	// A binder's tool argument may be a constructor's call
	// (register(s, newTool("x"), h)), which the walk meets after the
	// binder's own call: bind those once every call is declared.
	var pending []binding
	f.preorder([]ast.Node{(*ast.CallExpr)(nil)}, func(n ast.Node) {
		call := n.(*ast.CallExpr)
		l := f.layerOf(call)
		if l == nil || !l.useful() {
			return
		}
		args := f.spreadArgs(call)
		arg := func(i int) ast.Expr {
			if i >= 0 && i < len(args) {
				return args[i]
			}
			return nil
		}
		if f.passesOwnParam(layered, call, arg(l.Name), arg(l.Tool)) {
			return
		}
		var t *Tool
		if l.declares() {
			t = &Tool{Framework: l.Framework, Decl: call, NameExpr: arg(l.Name)}
			t.Name, _ = f.constString(t.NameExpr)
			if d := arg(l.Description); d != nil {
				t.Description = f.description(d)
			}
			if hooks := hooksFor(l.Framework); hooks != nil && hooks.option != nil && l.Options >= 0 {
				for _, opt := range f.variadic(call, l.Options) {
					hooks.option(f, t, opt)
				}
			}
			t = f.add(t)
		} else {
			t = f.boundTool(arg(l.Tool))
			if t == nil && l.Spec && arg(l.Handler) != nil {
				// The own tool the spec declares is found later
				// (findOwn): bind it then.
				f.specBindings = append(f.specBindings, specBinding{arg(l.Tool), arg(l.Handler)})
				return
			}
			if t == nil && arg(l.Handler) != nil {
				pending = append(pending, binding{call: call, tool: arg(l.Tool), handler: arg(l.Handler)})
				return
			}
		}
		if h := arg(l.Handler); h != nil && t != nil {
			f.bind(t, f.handler(h, f.inputOf(h)))
		}
	})
	// Framework bindings of tools declared through a layer in this
	// package: s.AddTool(helper("x"), h), where helper is a constructor.
	for _, b := range f.bindings {
		if t := f.boundTool(b.tool); t != nil && t.Handler == nil {
			f.bind(t, f.handler(b.handler, b.input))
		}
	}
	for _, b := range pending {
		if t := f.boundTool(b.tool); t != nil && t.Handler == nil {
			f.bind(t, f.handler(b.handler, f.inputOf(b.handler)))
		}
	}
}

// A specBinding is a call of a layer that builds a framework tool from
// the fields of a spec value of the program's own type: the spec, and
// the handler paired with it.
type specBinding struct{ spec, handler ast.Expr }

// bindSpecs binds the own tool each spec of a layer call declares to the
// handler the call pairs it with.
func (f *finder) bindSpecs() {
	for _, b := range f.specBindings {
		if t := f.boundTool(b.spec); t != nil && t.Framework == Own && t.Handler == nil {
			f.bind(t, f.handler(b.handler, f.inputOf(b.handler)))
		}
	}
}

// passesOwnParam reports whether call sits in a layer function and passes
// that function's own parameter as the tool's name or tool value.
func (f *finder) passesOwnParam(layered []*layerFunc, call *ast.CallExpr, exprs ...ast.Expr) bool {
	for _, lf := range layered {
		if !within(lf, call) || !f.innermost(lf, call) {
			continue
		}
		for _, e := range exprs {
			if f.param(lf, e) >= 0 {
				return true
			}
		}
	}
	return false
}

// inputOf returns the index of the input parameter of the handler e: the
// framework's own rule when its signature is a framework handler's,
// otherwise the last parameter (the typed input of every typed handler).
func (f *finder) inputOf(e ast.Expr) int {
	sig, _ := f.pass.TypesInfo.TypeOf(e).(*types.Signature)
	if sig == nil {
		if t := f.pass.TypesInfo.TypeOf(e); t != nil {
			sig, _ = t.Underlying().(*types.Signature)
		}
	}
	if sig == nil {
		return -1
	}
	for _, h := range layerFrameworks {
		if h.handlerInput != nil {
			if in, ok := h.handlerInput(sig); ok {
				return in
			}
		}
	}
	return sig.Params().Len() - 1
}

// spreadArgs returns the arguments of call, with f(g()) spread into the
// results of g's only return statement when g is a function of this
// package returning several values: NewServerTool(GetMe(client)) where
// GetMe returns mcp.NewTool("get_me", ...), func(...) {...}.
func (f *finder) spreadArgs(call *ast.CallExpr) []ast.Expr {
	if len(call.Args) != 1 {
		return call.Args
	}
	inner, ok := ast.Unparen(call.Args[0]).(*ast.CallExpr)
	if !ok {
		return call.Args
	}
	if tuple, ok := f.pass.TypesInfo.TypeOf(inner).(*types.Tuple); !ok || tuple.Len() < 2 {
		return call.Args
	}
	decl := f.funcDecl(f.callee(inner))
	if decl == nil || decl.Body == nil {
		return call.Args
	}
	var ret *ast.ReturnStmt
	count := 0
	ast.Inspect(decl.Body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.ReturnStmt:
			count++
			ret = n
		}
		return true
	})
	if count != 1 || len(ret.Results) < 2 {
		return call.Args
	}
	return ret.Results
}
