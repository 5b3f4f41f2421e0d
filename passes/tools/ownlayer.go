package tools

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"slices"
	"strings"
)

// An OwnLayer summarises a constructor of an agent application's own
// tool type: a function that stores its parameters into a value of a
// type implementing one of the application's tool interfaces, whose Name
// method returns what the constructor stored (A1 of
// design/real-shapes.md, written once as a generic function tool):
//
//	type Config struct{ Name, Description string }
//	func New[A any](cfg Config, fn func(context.Context, A) (map[string]any, error)) (tool.CallableTool, error) {
//		return &functionTool[A]{config: cfg, fn: fn}, nil
//	}
//	func (t *functionTool[A]) Name() string { return t.config.Name }
//	func (t *functionTool[A]) Call(ctx context.Context, args map[string]any) (map[string]any, error) { ... t.fn(ctx, a) ... }
//
// Each call with a constant name (New(Config{Name: "web_request"}, fetch))
// declares a tool, bound to the function the run method calls. A function
// passing its own parameters to such a constructor (NewWithValidation(cfg,
// fn, validate) calling New(cfg, fn)) is one too. It is learned in the
// package that declares the constructor and exported on it, so every
// calling package sees it, standalone and under go vet alike.
//
// Indices are parameter positions, -1 when the role is absent; a field
// names the field of that parameter (a config struct) holding the value,
// "" when the parameter is the value itself.
type OwnLayer struct {
	Via                        string // the tool interface, as typeRef writes it
	Name, Description, Handler int
	NameField, DescField       string
	// NameDefault is the constant the constructor gives its name
	// parameter when a caller passes "" (if name == "" { name =
	// "web_search" }): the name of a call passing "".
	NameDefault string

	// A layer on a tool type rather than a function: each literal of the
	// type is a tool named by one of its string fields, NameField, as
	// the type's name method builds it (func (t MediaTool) Name() string
	// { return "x.generate_" + t.kind() }): Prefix, the field's value
	// after Folds (strings.ToLower, ToUpper, TrimSpace), then Suffix.
	// NameDefault is then the whole name of a literal leaving the field
	// empty, the type's own tool; Run is the type's run method.
	Prefix, Suffix string
	Folds          []string
	Run            string
}

// AFact marks OwnLayer as a fact.
func (*OwnLayer) AFact() {}

func (l *OwnLayer) String() string {
	role := func(i int, field string) string {
		if field != "" {
			return fmt.Sprintf("%d.%s", i, field)
		}
		return fmt.Sprint(i)
	}
	parts := []string{"name=" + role(l.Name, l.NameField)}
	if l.Name < 0 {
		parts[0] = fmt.Sprintf("name=%q+%s%v+%q", l.Prefix, l.NameField, l.Folds, l.Suffix)
	}
	if l.NameDefault != "" {
		parts[0] += fmt.Sprintf(" default=%q", l.NameDefault)
	}
	if l.Description >= 0 {
		parts = append(parts, "description="+role(l.Description, l.DescField))
	}
	if l.Handler >= 0 {
		parts = append(parts, fmt.Sprintf("handler=%d", l.Handler))
	}
	return fmt.Sprintf("own layer(%s %s)", l.Via, strings.Join(parts, " "))
}

// learnOwnLayers learns the constructors of this package's types that
// implement a tool interface of this package or of one it imports, then
// the functions that pass their parameters to one, and exports them. It
// returns them, and the types they construct.
func (f *finder) learnOwnLayers(local map[*types.TypeName]*ToolType) (map[*types.Func]*OwnLayer, map[*types.TypeName]bool) {
	layers := make(map[*types.Func]*OwnLayer)
	templates := make(map[*types.TypeName]bool)
	type impl struct {
		tn  *types.TypeName
		itn *types.TypeName
		tt  *ToolType
	}
	var impls []impl
	for _, p := range append([]*types.Package{f.pass.Pkg}, f.pass.Pkg.Imports()...) {
		if p != f.pass.Pkg && !f.pass.ImportPackageFact(p, new(OwnToolTypes)) {
			continue
		}
		scope := p.Scope()
		for _, name := range scope.Names() {
			itn, ok := scope.Lookup(name).(*types.TypeName)
			if !ok || itn.IsAlias() {
				continue
			}
			iface, ok := itn.Type().Underlying().(*types.Interface)
			if !ok {
				continue
			}
			tt := f.toolType(itn, local)
			if tt == nil || !tt.Interface || tt.Decl != "" || tt.Name == "" {
				continue
			}
			for _, tn := range f.allImplementers(iface) {
				impls = append(impls, impl{tn, itn, tt})
			}
		}
	}
	// A tool struct of this package whose conversion reads its fields
	// (mcp.NewTool(t.name, ...) in a method of *T) is constructed the
	// same way: NewTool(name, description, params, handler) storing its
	// parameters into those fields.
	structs := make(map[*types.TypeName]*ToolType)
	for tn, tt := range local {
		if !tt.Interface && tt.Decl == "" && tt.Name != "" && tn.Pkg() == f.pass.Pkg {
			structs[tn] = tt
		}
	}
	if len(impls) == 0 && len(structs) == 0 {
		return layers, templates
	}
	f.indexFuncs()
	for _, im := range impls {
		if l := f.fieldLayer(im.tn, im.itn, im.tt); l != nil && f.fieldLayers[im.tn] == nil {
			f.fieldLayers[im.tn], f.fieldToolTypes[im.tn] = l, im.tt
			templates[im.tn] = true
			f.pass.ExportObjectFact(im.tn, l)
		}
	}
	var decls []*ast.FuncDecl
	for _, file := range f.pass.Files {
		for _, d := range file.Decls {
			if fd, ok := d.(*ast.FuncDecl); ok && fd.Body != nil && fd.Type.Params.NumFields() > 0 {
				decls = append(decls, fd)
			}
		}
	}
	for _, fd := range decls {
		fn, _ := f.pass.TypesInfo.Defs[fd.Name].(*types.Func)
		if fn == nil {
			continue
		}
		lit, ok := f.resolve(returnedBy(fd.Body)).(*ast.CompositeLit)
		if !ok {
			continue
		}
		tn := structTypeName(f.pass.TypesInfo.TypeOf(lit))
		if tt := structs[tn]; tt != nil {
			if l := f.structLayer(fn, lit, tn, tt); l != nil {
				layers[fn] = l
				templates[tn] = true
			}
			continue
		}
		for _, im := range impls {
			if im.tn != tn {
				continue
			}
			if l := f.constructorLayer(fn, lit, im.tn, im.itn, im.tt); l != nil {
				layers[fn] = l
				templates[im.tn] = true
			}
			break
		}
	}
	// Functions passing their parameters to a constructor are ones too.
	for range maxDepth {
		changed := false
		for _, fd := range decls {
			fn, _ := f.pass.TypesInfo.Defs[fd.Name].(*types.Func)
			if fn == nil || layers[fn] != nil {
				continue
			}
			if l := f.composedOwnLayer(fn, fd, layers); l != nil {
				layers[fn] = l
				changed = true
			}
		}
		if !changed {
			break
		}
	}
	for fn, l := range layers {
		f.pass.ExportObjectFact(fn, l)
	}
	return layers, templates
}

// dropTemplates forgets the tools declared as the types that layers
// construct, when their name is not a constant: each call of a
// constructor declares the tool, and the type is only its template.
func (f *finder) dropTemplates(templates map[*types.TypeName]bool) {
	drop := make(map[*Tool]bool)
	for tn := range templates {
		if id := f.typeNameIdent(tn); id != nil {
			if t := f.byDecl[id]; t != nil && t.Framework == Own && t.Name == "" {
				drop[t] = true
			}
		}
	}
	f.dropTools(drop)
}

// allImplementers returns the types of this package, generic ones
// included, whose pointer implements iface.
func (f *finder) allImplementers(iface *types.Interface) []*types.TypeName {
	var out []*types.TypeName
	scope := f.pass.Pkg.Scope()
	for _, name := range scope.Names() {
		tn, ok := scope.Lookup(name).(*types.TypeName)
		if !ok || tn.IsAlias() || types.IsInterface(tn.Type()) {
			continue
		}
		if types.Implements(types.NewPointer(tn.Type()), iface) {
			out = append(out, tn)
		}
	}
	return out
}

// constructorLayer returns the layer of fn, which returns lit, a literal
// of tn, a type implementing the tool interface itn: the parameters lit
// stores where tn's name and description methods read them, and the
// function field tn's run method calls.
func (f *finder) constructorLayer(fn *types.Func, lit *ast.CompositeLit, tn, itn *types.TypeName, tt *ToolType) *OwnLayer {
	lf := paramsOf(fn)
	stored := func(method string) (int, string) {
		path := f.receiverPath(f.method(tn, method), f.methodReturn(tn, method))
		if len(path) == 0 || len(path) > 2 {
			return -1, ""
		}
		i := f.param(lf, keyed(lit, path[0]))
		if i < 0 {
			return -1, ""
		}
		t := lf.params[i].Type()
		if len(path) == 1 {
			if !isString(t) {
				return -1, ""
			}
			return i, ""
		}
		if tn := structTypeName(t); tn == nil || tn.Pkg() != f.pass.Pkg {
			return -1, "" // a config struct of the package, whose literals callers write
		}
		obj, _, _ := types.LookupFieldOrMethod(t, false, f.pass.Pkg, path[1])
		if v, ok := obj.(*types.Var); !ok || !v.IsField() || !isString(v.Type()) {
			return -1, ""
		}
		return i, path[1]
	}
	l := &OwnLayer{Via: typeRef(itn), Description: -1, Handler: -1}
	if l.Name, l.NameField = stored(tt.Name); l.Name < 0 {
		return nil
	}
	if l.NameField == "" {
		l.NameDefault = f.paramDefault(lf.params[l.Name])
	}
	if tt.Description != "" {
		l.Description, l.DescField = stored(tt.Description)
	}
	if field := f.calledField(f.method(tn, tt.Run)); field != "" {
		if i := f.param(lf, keyed(lit, field)); i >= 0 && isFuncTyped(lf.params[i]) {
			l.Handler = i
		}
	}
	return l
}

// structLayer returns the layer of fn, which returns lit, a literal of
// the tool struct tn: the parameters lit stores in the fields its
// conversion reads for the name and description, and the function field
// it calls.
func (f *finder) structLayer(fn *types.Func, lit *ast.CompositeLit, tn *types.TypeName, tt *ToolType) *OwnLayer {
	lf := paramsOf(fn)
	stored := func(field string) int {
		if field == "" {
			return -1
		}
		return f.param(lf, keyed(lit, field))
	}
	l := &OwnLayer{Via: typeRef(tn), Description: -1, Handler: -1}
	if l.Name = stored(tt.Name); l.Name < 0 || !isString(lf.params[l.Name].Type()) {
		return nil
	}
	l.NameDefault = f.paramDefault(lf.params[l.Name])
	if i := stored(tt.Description); i >= 0 && isString(lf.params[i].Type()) {
		l.Description = i
	}
	if i := stored(tt.Run); i >= 0 && isFuncTyped(lf.params[i]) {
		l.Handler = i
	}
	return l
}

// receiverPath returns the fields of the receiver of the method fn that
// e selects: t.config.Name is [config Name]; nil when e is not such a
// selection.
func (f *finder) receiverPath(fn *types.Func, e ast.Expr) []string {
	decl := f.funcDecl(fn)
	if decl == nil || decl.Recv == nil || len(decl.Recv.List) != 1 || len(decl.Recv.List[0].Names) != 1 || e == nil {
		return nil
	}
	recv := f.pass.TypesInfo.Defs[decl.Recv.List[0].Names[0]]
	var path []string
	for {
		switch x := ast.Unparen(e).(type) {
		case *ast.SelectorExpr:
			if s, ok := f.pass.TypesInfo.Selections[x]; !ok || s.Kind() != types.FieldVal || len(s.Index()) != 1 {
				return nil
			}
			path = append([]string{x.Sel.Name}, path...)
			e = x.X
			continue
		case *ast.Ident:
			if recv == nil || f.pass.TypesInfo.Uses[x] != recv {
				return nil
			}
			return path
		}
		return nil
	}
}

// calledField returns the only function field of its receiver that the
// method fn calls (t.fn(ctx, a)), or "".
func (f *finder) calledField(fn *types.Func) string {
	decl := f.funcDecl(fn)
	if decl == nil || decl.Recv == nil || len(decl.Recv.List) != 1 || len(decl.Recv.List[0].Names) != 1 {
		return ""
	}
	recv := f.pass.TypesInfo.Defs[decl.Recv.List[0].Names[0]]
	found := ""
	ast.Inspect(decl.Body, func(n ast.Node) bool {
		call, ok := n.(*ast.CallExpr)
		if !ok {
			return true
		}
		sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
		if !ok {
			return true
		}
		id, ok := ast.Unparen(sel.X).(*ast.Ident)
		if !ok || recv == nil || f.pass.TypesInfo.Uses[id] != recv {
			return true
		}
		if s, ok := f.pass.TypesInfo.Selections[sel]; ok && s.Kind() == types.FieldVal && len(s.Index()) == 1 {
			if found != "" && found != sel.Sel.Name {
				found = "-"
			} else {
				found = sel.Sel.Name
			}
		}
		return true
	})
	if found == "-" {
		return ""
	}
	return found
}

// composedOwnLayer returns the layer of fn when its body (not a function
// literal in it) passes its own parameter as the name of a call of a
// layer: NewWithValidation(cfg, fn, validate) calling New(cfg, fn).
func (f *finder) composedOwnLayer(fn *types.Func, fd *ast.FuncDecl, layers map[*types.Func]*OwnLayer) *OwnLayer {
	lf := paramsOf(fn)
	var out *OwnLayer
	ast.Inspect(fd.Body, func(n ast.Node) bool {
		if _, ok := n.(*ast.FuncLit); ok || out != nil {
			return false
		}
		call, ok := n.(*ast.CallExpr)
		if !ok {
			return true
		}
		inner := f.ownLayerOf(call, layers)
		if inner == nil {
			return true
		}
		arg := func(i int) ast.Expr {
			if i >= 0 && i < len(call.Args) {
				return call.Args[i]
			}
			return nil
		}
		name := f.param(lf, arg(inner.Name))
		if name < 0 {
			return true
		}
		out = &OwnLayer{Via: inner.Via, Name: name, NameField: inner.NameField, Description: -1, Handler: -1}
		if d := f.param(lf, arg(inner.Description)); d >= 0 {
			out.Description, out.DescField = d, inner.DescField
		}
		if h := f.param(lf, arg(inner.Handler)); h >= 0 && inner.Handler >= 0 {
			out.Handler = h
		}
		return false
	})
	return out
}

// ownLayerOf returns the own layer that call invokes, of this package or
// imported, or nil.
func (f *finder) ownLayerOf(call *ast.CallExpr, layers map[*types.Func]*OwnLayer) *OwnLayer {
	fn := f.callee(call)
	if fn == nil {
		return nil
	}
	if fn.Pkg() == f.pass.Pkg {
		return layers[fn]
	}
	l := new(OwnLayer)
	if f.pass.ImportObjectFact(fn, l) {
		return l
	}
	return nil
}

// applyOwnLayers declares a tool at each call of an own layer whose name
// is a constant (the field of a config literal, or the argument itself);
// a call passing on a name computed elsewhere declares nothing.
func (f *finder) applyOwnLayers(layers map[*types.Func]*OwnLayer) {
	f.preorder([]ast.Node{(*ast.CallExpr)(nil)}, func(n ast.Node) {
		call := n.(*ast.CallExpr)
		l := f.ownLayerOf(call, layers)
		if l == nil {
			return
		}
		arg := func(i int, field string) ast.Expr {
			if i < 0 || i >= len(call.Args) {
				return nil
			}
			if field == "" {
				return call.Args[i]
			}
			lit, ok := f.resolve(call.Args[i]).(*ast.CompositeLit)
			if !ok {
				return nil
			}
			return keyed(lit, field)
		}
		name := arg(l.Name, l.NameField)
		if name == nil {
			return
		}
		t := &Tool{Framework: Own, Via: l.Via, Decl: call, NameExpr: name}
		var ok bool
		if t.Name, ok = f.constString(name); !ok {
			return
		}
		if t.Name == "" {
			t.Name = l.NameDefault
		}
		if d := arg(l.Description, l.DescField); d != nil {
			t.Description = f.description(d)
		}
		t = f.add(t)
		if h := arg(l.Handler, ""); h != nil && t.Handler == nil {
			t.Handler = f.handler(h, f.inputOf(h))
		}
	})
}

// paramDefault returns the one non-empty constant string the function
// assigns to its parameter p (if name == "" { name = "web_search" }), or
// "" when it assigns none or several.
func (f *finder) paramDefault(p *types.Var) string {
	f.index()
	found := ""
	for _, d := range f.defs[p] {
		if d == nil {
			continue
		}
		s, ok := f.constValue(ast.Unparen(d))
		if !ok {
			continue
		}
		if s == "" || found != "" && s != found {
			return ""
		}
		found = s
	}
	return found
}

// fieldLayer returns the layer of tn, a type implementing the tool
// interface itn, when its name method builds the name from one string
// field of the receiver that the type's literals set, with constants
// around it (return "x.generate_" + t.kind(), kind returning t.Kind or
// its constant default): each literal with a constant in that field is
// one tool. Nil otherwise.
func (f *finder) fieldLayer(tn, itn *types.TypeName, tt *ToolType) *OwnLayer {
	if tt.Name == "" || tt.Run == "" {
		return nil
	}
	if _, ok := tn.Type().Underlying().(*types.Struct); !ok {
		return nil
	}
	nameFn := f.method(tn, tt.Name)
	ret := f.returned(nameFn)
	if ret == nil {
		return nil
	}
	var parts []ast.Expr
	var flatten func(e ast.Expr)
	flatten = func(e ast.Expr) {
		if b, ok := ast.Unparen(e).(*ast.BinaryExpr); ok && b.Op == token.ADD {
			flatten(b.X)
			flatten(b.Y)
			return
		}
		parts = append(parts, ast.Unparen(e))
	}
	flatten(ret)
	l := &OwnLayer{Via: typeRef(itn), Name: -1, Description: -1, Handler: -1, Run: tt.Run}
	var def string
	hasDefault := false
	for _, p := range parts {
		if s, ok := f.constValue(p); ok {
			if l.NameField == "" {
				l.Prefix += s
			} else {
				l.Suffix += s
			}
			continue
		}
		if l.NameField != "" {
			return nil // two fields: no one value names the tool
		}
		field, folds := f.receiverField(nameFn, p)
		if field == "" {
			// A method of the receiver returning the field or its
			// constant default: t.kind().
			call, ok := p.(*ast.CallExpr)
			if !ok || len(call.Args) != 0 {
				return nil
			}
			sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
			if !ok || len(f.receiverPath(nameFn, sel.X)) != 0 || !isReceiver(f, nameFn, sel.X) {
				return nil
			}
			helper := f.callee(call)
			if helper == nil || helper.Pkg() != f.pass.Pkg {
				return nil
			}
			field, folds, def, hasDefault = f.fieldOrDefault(helper)
			if field == "" {
				return nil
			}
		}
		obj, _, _ := types.LookupFieldOrMethod(tn.Type(), true, tn.Pkg(), field)
		if v, ok := obj.(*types.Var); !ok || !v.IsField() || !isString(v.Type()) {
			return nil
		}
		l.NameField, l.Folds = field, folds
	}
	if l.NameField == "" || l.Prefix+l.Suffix == "" {
		// A name that is the field alone (return t.name) is what the
		// literals and constructors set: fieldDefault and the
		// constructor layers read it.
		return nil
	}
	if hasDefault {
		l.NameDefault = l.Prefix + def + l.Suffix
	}
	return l
}

// isReceiver reports whether e is the receiver of the method fn.
func isReceiver(f *finder, fn *types.Func, e ast.Expr) bool {
	decl := f.funcDecl(fn)
	if decl == nil || decl.Recv == nil || len(decl.Recv.List) != 1 || len(decl.Recv.List[0].Names) != 1 {
		return false
	}
	id, ok := ast.Unparen(e).(*ast.Ident)
	return ok && f.pass.TypesInfo.Uses[id] == f.pass.TypesInfo.Defs[decl.Recv.List[0].Names[0]]
}

// nameFolds are the functions of package strings a name method may apply
// to the field before using it.
var nameFolds = map[string]func(string) string{
	"ToLower": strings.ToLower, "ToUpper": strings.ToUpper, "TrimSpace": strings.TrimSpace,
}

// receiverField returns the string field of the receiver of the method fn
// that e reads, directly or through nameFolds, innermost first; "" when
// e is no such read.
func (f *finder) receiverField(fn *types.Func, e ast.Expr) (string, []string) {
	var folds []string
	for range maxDepth {
		e = ast.Unparen(e)
		if id, ok := e.(*ast.Ident); ok {
			if r := f.resolve(id); r != id {
				e = r
				continue
			}
			return "", nil
		}
		call, ok := e.(*ast.CallExpr)
		if !ok {
			break
		}
		callee := f.callee(call)
		if callee == nil || callee.Pkg() == nil || callee.Pkg().Path() != "strings" || nameFolds[callee.Name()] == nil || len(call.Args) != 1 {
			return "", nil
		}
		folds = append([]string{callee.Name()}, folds...)
		e = call.Args[0]
	}
	path := f.receiverPath(fn, e)
	if len(path) != 1 {
		return "", nil
	}
	return path[0], folds
}

// fieldOrDefault reads a method of a tool type that returns a string
// field of its receiver, unless empty, and otherwise one constant
// default: func (t T) kind() string { k := strings.ToLower(t.Kind); if
// k == "" { return "image" }; return k }. It returns the field, the folds
// applied to it, the default and whether there is one; "" when the
// method returns anything else.
func (f *finder) fieldOrDefault(fn *types.Func) (field string, folds []string, def string, hasDefault bool) {
	decl := f.funcDecl(fn)
	if decl == nil || decl.Body == nil || fn.Signature().Params().Len() != 0 || fn.Signature().Results().Len() != 1 {
		return "", nil, "", false
	}
	bad := false
	ast.Inspect(decl.Body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.ReturnStmt:
			if len(n.Results) != 1 {
				bad = true
				return false
			}
			if s, ok := f.constValue(n.Results[0]); ok {
				if s == "" || hasDefault && s != def {
					bad = true
				}
				def, hasDefault = s, true
				return false
			}
			fd, fo := f.receiverField(fn, n.Results[0])
			if fd == "" || field != "" && (fd != field || !slices.Equal(fo, folds)) {
				bad = true
			}
			field, folds = fd, fo
			return false
		}
		return true
	})
	if bad || field == "" {
		return "", nil, "", false
	}
	return field, folds, def, hasDefault
}

// applyFieldLayers declares a tool at each literal of a tool type named
// by a field of its literals (see fieldLayer) that sets the field to a
// constant giving a name other than the type's own: a literal leaving the
// field empty, or giving the default, is the type's own tool, declared
// where the type is.
func (f *finder) applyFieldLayers() {
	f.preorder([]ast.Node{(*ast.CompositeLit)(nil)}, func(n ast.Node) {
		lit := n.(*ast.CompositeLit)
		tn := structTypeName(f.pass.TypesInfo.TypeOf(lit))
		if tn == nil || tn.Pkg() == nil {
			return
		}
		l := f.fieldLayers[tn]
		if tn.Pkg() != f.pass.Pkg {
			l = new(OwnLayer)
			if !f.pass.ImportObjectFact(tn, l) || l.Name >= 0 {
				return
			}
		}
		if l == nil {
			return
		}
		value := keyed(lit, l.NameField)
		if value == nil {
			return
		}
		v, ok := f.constString(value)
		if !ok {
			return
		}
		for _, fold := range l.Folds {
			v = nameFolds[fold](v)
		}
		if v == "" {
			return
		}
		name := l.Prefix + v + l.Suffix
		if name == l.NameDefault {
			return
		}
		t := &Tool{Framework: Own, Via: l.Via, Decl: lit, NameExpr: value, Name: name}
		if tn.Pkg() == f.pass.Pkg {
			if d := f.fieldToolTypes[tn]; d != nil {
				t.Description = f.description(f.methodReturn(tn, d.Description))
				if d.Schema != "" {
					t.Params = f.schemaParams(f.methodReturn(tn, d.Schema))
				}
			}
		}
		t = f.add(t)
		if run := f.method(tn, l.Run); run != nil && t.Handler == nil {
			t.Handler = f.funcHandler(run, argumentsParam(run.Signature()))
			if r := ownErrorResult(run.Signature()); r != nil {
				t.own = []ErrorResult{*r}
			}
		}
	})
}

// paramsOf is a layerFunc that knows only fn's parameters, for matching
// what a constructor stores with where it came from.
func paramsOf(fn *types.Func) *layerFunc {
	lf := &layerFunc{}
	for v := range fn.Signature().Params().Variables() {
		lf.params = append(lf.params, v)
	}
	return lf
}
