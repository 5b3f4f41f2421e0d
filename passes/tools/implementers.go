package tools

import (
	"go/ast"
	"go/types"
)

// implementers returns the named non-interface types declared at package
// level in this package whose value or pointer implements iface, in
// declaration order.
func (f *finder) implementers(iface *types.Interface) []*types.TypeName {
	if iface == nil {
		return nil
	}
	var out []*types.TypeName
	scope := f.pass.Pkg.Scope()
	for _, name := range scope.Names() {
		tn, ok := scope.Lookup(name).(*types.TypeName)
		if !ok || tn.IsAlias() {
			continue
		}
		if _, isIface := tn.Type().Underlying().(*types.Interface); isIface {
			continue
		}
		if named, ok := tn.Type().(*types.Named); ok && named.TypeParams().Len() > 0 {
			continue
		}
		if types.Implements(tn.Type(), iface) || types.Implements(types.NewPointer(tn.Type()), iface) {
			out = append(out, tn)
		}
	}
	return out
}

// method returns the method name of the type tn, declared in this package.
func (f *finder) method(tn *types.TypeName, name string) *types.Func {
	obj, _, _ := types.LookupFieldOrMethod(types.NewPointer(tn.Type()), true, tn.Pkg(), name)
	fn, _ := obj.(*types.Func)
	return fn
}

// methodReturn returns the first result of the only return statement of
// tn's method name, when it is declared in this package.
func (f *finder) methodReturn(tn *types.TypeName, name string) ast.Expr {
	return f.returned(f.method(tn, name))
}

// typeNameIdent returns the identifier that declares tn.
func (f *finder) typeNameIdent(tn *types.TypeName) *ast.Ident {
	for _, file := range f.pass.Files {
		if file.Pos() <= tn.Pos() && tn.Pos() < file.End() {
			var found *ast.Ident
			ast.Inspect(file, func(n ast.Node) bool {
				if found != nil {
					return false
				}
				if ts, ok := n.(*ast.TypeSpec); ok && ts.Name.Pos() == tn.Pos() {
					found = ts.Name
				}
				return true
			})
			return found
		}
	}
	return nil
}

// methodTool records a tool declared as a type whose methods Name and
// Description return its name and description (langchaingo tools.Tool,
// anthropic BetaTool), with the method run as its handler.
func (f *finder) methodTool(fw Framework, tn *types.TypeName, run string, input int) *Tool {
	return f.namedMethodTool(fw, tn, "Name", "Description", run, input)
}

// namedMethodTool is methodTool for a framework whose methods giving the
// name and the description are called otherwise (GetName, GetDescription).
func (f *finder) namedMethodTool(fw Framework, tn *types.TypeName, nameMethod, descMethod, run string, input int) *Tool {
	id := f.typeNameIdent(tn)
	if id == nil {
		return nil
	}
	t := &Tool{Framework: fw, Decl: id}
	if name := f.methodReturn(tn, nameMethod); name != nil {
		t.NameExpr = name
		t.Name, _ = f.constString(name)
	}
	t.Description = f.description(f.methodReturn(tn, descMethod))
	if fn := f.method(tn, run); fn != nil {
		t.Handler = f.funcHandler(fn, input)
	}
	return f.add(t)
}

// specTools declares a tool for each type of this package that implements
// iface and whose method spec returns a literal of the framework's
// declaration type (isSpec): the literal names and describes the tool
// (fields Name and Description, and schema), and the type's method run,
// whose input is its second parameter, handles the call.
func (f *finder) specTools(fw Framework, iface *types.Interface, spec string, isSpec func(types.Type) bool, schema, run string) {
	for _, tn := range f.implementers(iface) {
		lit, ok := f.resolve(f.methodReturn(tn, spec)).(*ast.CompositeLit)
		if !ok || !isSpec(f.pass.TypesInfo.TypeOf(lit)) {
			continue
		}
		t := f.literalTool(fw, lit, "Name", "Description", schema)
		if t == nil {
			continue
		}
		if m := f.method(tn, run); m != nil && t.Handler == nil {
			t.Handler = f.funcHandler(m, 1)
		}
	}
}

// fieldMethodReturn is what tn's method name returns when the method
// reads a field of its receiver, a base type's that tn embeds (Name()
// { return t.name } of a BaseTool): the value tn's one literal in the
// package stores there, read through the base's constructor
// (&wikiWritePageTool{BaseTool: NewBaseTool(ToolWikiWritePage, "...")})
// or a literal of the base. Nil when it cannot be read, or when tn's
// literals disagree. A base of another package is read through its
// method's Getter fact.
// ownFieldReturn returns the one value the package's literals of tn
// give the field of its own that tn's method name returns (Info() {
// return b.info }, with &Tool{info: &schema.ToolInfo{...}} in its
// constructor), or nil.
func (f *finder) ownFieldReturn(tn *types.TypeName, name string) ast.Expr {
	m := f.method(tn, name)
	if m == nil {
		return nil
	}
	sel, ok := ast.Unparen(f.returned(m)).(*ast.SelectorExpr)
	if !ok || !isReceiver(f, m, sel.X) {
		return nil
	}
	var found ast.Expr
	count := 0
	f.preorder([]ast.Node{(*ast.CompositeLit)(nil)}, func(n ast.Node) {
		lit := n.(*ast.CompositeLit)
		if namedObj(f.pass.TypesInfo.TypeOf(lit)) != tn {
			return
		}
		if v := keyed(lit, sel.Sel.Name); v != nil {
			found, count = v, count+1
		}
	})
	if count != 1 {
		return nil
	}
	return found
}

func (f *finder) fieldMethodReturn(tn *types.TypeName, name string) ast.Expr {
	m := f.method(tn, name)
	field := f.getter(m)
	if sel, ok := ast.Unparen(f.returned(m)).(*ast.SelectorExpr); ok && isReceiver(f, m, sel.X) {
		field = sel.Sel.Name
	}
	if field == "" {
		return nil
	}
	base := namedObj(m.Signature().Recv().Type())
	if base == nil || base == tn {
		return nil
	}
	var embedded string
	st, ok := tn.Type().Underlying().(*types.Struct)
	if !ok {
		return nil
	}
	for field := range st.Fields() {
		if field.Embedded() && namedObj(field.Type()) == base {
			embedded = field.Name()
		}
	}
	if embedded == "" {
		return nil
	}
	var found ast.Expr
	agree := true
	f.preorder([]ast.Node{(*ast.CompositeLit)(nil)}, func(n ast.Node) {
		lit := n.(*ast.CompositeLit)
		if namedObj(f.pass.TypesInfo.TypeOf(lit)) != tn || !agree {
			return
		}
		v := f.baseField(keyed(lit, embedded), field)
		if v == nil {
			return
		}
		if found != nil {
			a, okA := f.constString(found)
			b, okB := f.constString(v)
			agree = okA && okB && a == b
			return
		}
		found = v
	})
	if !agree {
		return nil
	}
	return found
}

// baseField returns what a base value puts in its field: the literal's
// own, or, for a call of the package's constructor returning a literal
// of the base, the argument for the parameter the constructor stores
// there.
func (f *finder) baseField(e ast.Expr, field string) ast.Expr {
	x := ast.Unparen(e)
	if _, ok := x.(*ast.CallExpr); !ok {
		x = f.resolve(e)
	}
	switch x := x.(type) {
	case *ast.CompositeLit:
		return keyed(x, field)
	case *ast.CallExpr:
		fn := f.callee(x)
		decl := f.funcDecl(fn)
		lit, ok := f.resolve(f.returned(fn)).(*ast.CompositeLit)
		if decl == nil || !ok {
			return nil
		}
		id, ok := ast.Unparen(keyed(lit, field)).(*ast.Ident)
		if !ok {
			return keyed(lit, field)
		}
		param := f.pass.TypesInfo.Uses[id]
		for i := range fn.Signature().Params().Len() {
			if fn.Signature().Params().At(i) == param && i < len(x.Args) && !fn.Signature().Variadic() {
				return x.Args[i]
			}
		}
	}
	return nil
}
