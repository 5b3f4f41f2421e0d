package tools

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"strings"
	"unicode"
)

// maxDepth bounds how far values are followed, so cyclic definitions end.
const maxDepth = 8

// index builds, once, the maps that let values be followed: each
// variable's assignments, each struct field's syntax, and (see
// indexFuncs) each function's declaration.
func (f *finder) index() {
	if f.defs != nil {
		return
	}
	f.indexFuncs()
	f.defs = make(map[types.Object][]ast.Expr)
	f.fields = make(map[token.Pos]*ast.Field)
	f.appended = make(map[types.Object][]*ast.CallExpr)
	info := f.pass.TypesInfo
	define := func(lhs ast.Expr, rhs ast.Expr) {
		id, ok := ast.Unparen(lhs).(*ast.Ident)
		if !ok || id.Name == "_" {
			return
		}
		obj := info.ObjectOf(id)
		if obj == nil {
			return
		}
		if !f.isLocalVar(obj) {
			return
		}
		if call, ok := ast.Unparen(rhs).(*ast.CallExpr); ok && isAppendTo(info, call, obj) {
			f.appended[obj] = append(f.appended[obj], call)
			return
		}
		f.defs[obj] = append(f.defs[obj], calledLiteralResult(rhs))
	}
	for _, file := range f.pass.Files {
		ast.Inspect(file, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.AssignStmt:
				if len(n.Lhs) == len(n.Rhs) {
					for i := range n.Lhs {
						define(n.Lhs[i], n.Rhs[i])
					}
				} else if len(n.Rhs) == 1 {
					// v, err := f(): v is f's first result.
					define(n.Lhs[0], n.Rhs[0])
					for _, lhs := range n.Lhs[1:] {
						define(lhs, nil)
					}
				}
			case *ast.ValueSpec:
				for i, name := range n.Names {
					if i < len(n.Values) && len(n.Names) == len(n.Values) {
						define(name, n.Values[i])
					} else if len(n.Values) > 0 {
						define(name, nil)
					}
				}
			case *ast.StructType:
				for _, field := range n.Fields.List {
					for _, name := range field.Names {
						f.fields[name.Pos()] = field
					}
					if len(field.Names) == 0 {
						f.fields[embeddedPos(field.Type)] = field
					}
				}
			}
			return true
		})
	}
}

func embeddedPos(e ast.Expr) token.Pos {
	switch e := e.(type) {
	case *ast.StarExpr:
		return embeddedPos(e.X)
	case *ast.SelectorExpr:
		return e.Sel.Pos()
	case *ast.IndexExpr:
		return embeddedPos(e.X)
	case *ast.IndexListExpr:
		return embeddedPos(e.X)
	}
	return e.Pos()
}

// isLocalVar reports whether obj is a variable (not a field) declared in
// this package, whose assignments the finder can see.
func (f *finder) isLocalVar(obj types.Object) bool {
	v, ok := obj.(*types.Var)
	return ok && !v.IsField() && v.Pkg() == f.pass.Pkg
}

func isAppendTo(info *types.Info, call *ast.CallExpr, obj types.Object) bool {
	fn, ok := ast.Unparen(call.Fun).(*ast.Ident)
	if !ok || len(call.Args) == 0 {
		return false
	}
	if _, ok := info.Uses[fn].(*types.Builtin); !ok || fn.Name != "append" {
		return false
	}
	first, ok := ast.Unparen(call.Args[0]).(*ast.Ident)
	return ok && info.Uses[first] == obj
}

// valueOf returns the single expression assigned to the variable id
// refers to; for a variable assigned more than once, the one assigned by
// the assignment that reaches id in straight-line code (reaching); nil
// when there is none.
func (f *finder) valueOf(id *ast.Ident) ast.Expr {
	f.index()
	obj := f.pass.TypesInfo.ObjectOf(id)
	if obj == nil {
		return nil
	}
	switch vals := f.defs[obj]; {
	case len(vals) == 1:
		return vals[0]
	case len(vals) > 1:
		return f.reaching(id, obj)
	}
	return nil
}

// funcDecl returns the declaration of fn in this package, or nil.
func (f *finder) funcDecl(fn *types.Func) *ast.FuncDecl {
	if fn == nil || fn.Pkg() != f.pass.Pkg {
		return nil
	}
	f.indexFuncs()
	return f.funcs[fn.Origin().Pos()]
}

// indexFuncs indexes the package's function declarations, without the
// walk of every statement that index makes: every package summarises its
// functions for the PassThrough fact, and most need nothing else.
func (f *finder) indexFuncs() {
	if f.funcs != nil {
		return
	}
	f.funcs = make(map[token.Pos]*ast.FuncDecl)
	for _, file := range f.pass.Files {
		for _, d := range file.Decls {
			if fd, ok := d.(*ast.FuncDecl); ok {
				f.funcs[fd.Name.Pos()] = fd
			}
		}
	}
}

// fieldSyntax returns the declaration of a struct field of this package,
// or nil.
func (f *finder) fieldSyntax(v *types.Var) *ast.Field {
	if v == nil || v.Pkg() != f.pass.Pkg {
		return nil
	}
	f.index()
	return f.fields[v.Pos()]
}

// resolve follows e to the expression that defines its value: through
// parentheses, address-of, conversions, variables assigned exactly once,
// and calls of functions in this package that return one expression.
// It returns e itself when there is nothing to follow.
func (f *finder) resolve(e ast.Expr) ast.Expr {
	return f.resolveDepth(e, 0)
}

func (f *finder) resolveDepth(e ast.Expr, depth int) ast.Expr {
	if e == nil || depth > maxDepth {
		return e
	}
	info := f.pass.TypesInfo
	switch x := ast.Unparen(e).(type) {
	case *ast.UnaryExpr:
		if x.Op == token.AND {
			return f.resolveDepth(x.X, depth+1)
		}
	case *ast.StarExpr:
		return f.resolveDepth(x.X, depth+1)
	case *ast.Ident:
		if v := f.valueOf(x); v != nil {
			return f.resolveDepth(v, depth+1)
		}
	case *ast.CallExpr:
		if tv, ok := info.Types[x.Fun]; ok && tv.IsType() && len(x.Args) == 1 {
			return f.resolveDepth(x.Args[0], depth+1) // a conversion
		}
		if ret := f.returned(f.callee(x)); ret != nil {
			return f.resolveDepth(ret, depth+1)
		}
	}
	return ast.Unparen(e)
}

// returned returns the first result of fn's only return statement when fn
// is declared in this package and has exactly one, or nil.
func (f *finder) returned(fn *types.Func) ast.Expr {
	decl := f.funcDecl(fn)
	if decl == nil || decl.Body == nil {
		return nil
	}
	return returnedBy(decl.Body)
}

// returnedBy returns the first result of the one return statement of a
// function's body that returns something other than a zero value, or nil.
// calledLiteralResult returns what a function literal called on the
// spot with no arguments returns (var T = func() mcp.Tool { opts :=
// ...; return mcp.NewTool("t", opts...) }()), when it returns one value;
// otherwise e itself.
func calledLiteralResult(e ast.Expr) ast.Expr {
	call, ok := ast.Unparen(e).(*ast.CallExpr)
	if !ok || len(call.Args) > 0 {
		return e
	}
	lit, ok := ast.Unparen(call.Fun).(*ast.FuncLit)
	if !ok || lit.Type.Results == nil || lit.Type.Results.NumFields() != 1 {
		return e
	}
	if r := returnedBy(lit.Body); r != nil {
		return r
	}
	return e
}

func returnedBy(body *ast.BlockStmt) ast.Expr {
	var ret *ast.ReturnStmt
	count := 0
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.ReturnStmt:
			if len(n.Results) > 0 && isZeroValue(n.Results[0]) {
				return true // an error path's empty value: if err != nil { return mcp.Tool{} }
			}
			count++
			ret = n
		}
		return true
	})
	if count != 1 || len(ret.Results) == 0 {
		return nil
	}
	return ret.Results[0]
}

// returnedAll returns the first result of every return statement of a
// function's body that returns something other than a zero value.
func returnedAll(body *ast.BlockStmt) []ast.Expr {
	var out []ast.Expr
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.ReturnStmt:
			if len(n.Results) == 0 || isZeroValue(n.Results[0]) {
				return true
			}
			out = append(out, n.Results[0])
		}
		return true
	})
	return out
}

// isZeroValue reports whether e is nil or an empty composite literal
// (T{}, &T{}): what a function returns on a path that builds nothing.
func isZeroValue(e ast.Expr) bool {
	e = ast.Unparen(e)
	if u, ok := e.(*ast.UnaryExpr); ok && u.Op == token.AND {
		e = ast.Unparen(u.X)
	}
	switch x := e.(type) {
	case *ast.Ident:
		return x.Name == "nil"
	case *ast.CompositeLit:
		return len(x.Elts) == 0
	}
	return false
}

// constString returns the constant string value of e.
func (f *finder) constString(e ast.Expr) (string, bool) {
	return f.constStringDepth(e, 0)
}

func (f *finder) constStringDepth(e ast.Expr, depth int) (string, bool) {
	if e == nil || depth > maxDepth {
		return "", false
	}
	tv, ok := f.pass.TypesInfo.Types[e]
	if ok && tv.Value != nil && tv.Value.Kind() == constant.String {
		return constant.StringVal(tv.Value), true
	}
	// A variable assigned a constant once (var name = "...") counts too.
	if r := f.resolve(e); r != ast.Unparen(e) {
		if tv, ok := f.pass.TypesInfo.Types[r]; ok && tv.Value != nil && tv.Value.Kind() == constant.String {
			return constant.StringVal(tv.Value), true
		}
	}
	// A helper returning its default (t("KEY", "name")), a field or a
	// variable whose only constant is a default assigned before use.
	if c := f.localDefault(e); c != nil {
		return f.constValue(c)
	}
	if c := f.passedConstant(e); c != nil {
		return f.constValue(c)
	}
	if c := f.fieldDefault(e); c != nil {
		return f.constValue(c)
	}
	// A helper returning a constant unless overridden (ToolsetName()),
	// and concatenations of such parts (ToolsetName() + "_logs").
	switch x := f.resolve(e).(type) {
	case *ast.CallExpr:
		if p := f.summary(f.callee(x)); p.Param < 0 && p.Default != "" {
			return p.Default, true
		}
		if v, ok := f.wrappedConstant(x); ok {
			return v, true
		}
	case *ast.BinaryExpr:
		if x.Op == token.ADD {
			l, ok := f.constStringDepth(x.X, depth+1)
			r, ok2 := f.constStringDepth(x.Y, depth+1)
			if ok && ok2 {
				return l + r, true
			}
		}
	}
	return "", false
}

// localDefault returns the constant of a local variable assigned one
// constant, and otherwise only values computed at run time: name :=
// "create_issue"; if o.custom != "" { name = o.custom } has the default
// "create_issue", as a field's default does (fieldDefault).
func (f *finder) localDefault(e ast.Expr) ast.Expr {
	id, ok := f.resolve(e).(*ast.Ident) // through a conversion: DefName(name)
	if !ok {
		return nil
	}
	f.index()
	defs := f.defs[f.pass.TypesInfo.Uses[id]]
	if len(defs) < 2 {
		return nil
	}
	var found ast.Expr
	for _, d := range defs {
		if d == nil {
			continue
		}
		if s, ok := f.constValue(ast.Unparen(d)); ok {
			if found != nil || s == "" {
				return nil
			}
			found = ast.Unparen(d)
		}
	}
	return found
}

// boolValue returns the constant boolean that e holds or points to:
// true, &v, mcp.ToBoolPtr(true), new(false), ptr(false) and the like.
func (f *finder) boolValue(e ast.Expr) (bool, bool) {
	return f.boolDepth(e, 0)
}

func (f *finder) boolDepth(e ast.Expr, depth int) (bool, bool) {
	if e == nil || depth > maxDepth {
		return false, false
	}
	info := f.pass.TypesInfo
	e = ast.Unparen(e)
	if tv, ok := info.Types[e]; ok && tv.Value != nil && tv.Value.Kind() == constant.Bool {
		return constant.BoolVal(tv.Value), true
	}
	switch x := e.(type) {
	case *ast.UnaryExpr:
		if x.Op == token.AND {
			return f.boolDepth(x.X, depth+1)
		}
	case *ast.Ident:
		if v := f.valueOf(x); v != nil {
			return f.boolDepth(v, depth+1)
		}
	case *ast.CallExpr:
		// Any one-argument helper that wraps a bool: ToBoolPtr, new,
		// ptr[T], openai.Bool, param.NewOpt.
		if len(x.Args) == 1 {
			if t := info.TypeOf(x.Args[0]); t != nil {
				if b, ok := t.Underlying().(*types.Basic); ok && b.Info()&types.IsBoolean != 0 {
					return f.boolDepth(x.Args[0], depth+1)
				}
			}
		}
	}
	return false, false
}

// description builds a Description from the expression that yields it,
// looking inside one-argument wrappers such as openai.String(lit).
func (f *finder) description(e ast.Expr) Description {
	if e == nil {
		return Description{}
	}
	e = ast.Unparen(e)
	if call, ok := e.(*ast.CallExpr); ok && len(call.Args) == 1 {
		if tv, ok := f.pass.TypesInfo.Types[call.Args[0]]; ok && isString(tv.Type) {
			if _, isConv := f.pass.TypesInfo.Types[call.Fun]; !isConv || !f.pass.TypesInfo.Types[call.Fun].IsType() {
				e = ast.Unparen(call.Args[0]) // openai.String, anthropic.String, param.NewOpt
			}
		}
	}
	if c := f.passedConstant(e); c != nil {
		e = c // t("KEY", "Refund an order."): the shipped text, and the literal a fix edits
	} else if c := f.fieldDefault(e); c != nil {
		e = c
	}
	v, ok := f.constString(e)
	if !ok {
		if format, text, isFormat := f.formatted(e, 10); isFormat {
			// fmt.Sprintf("Add a comment to a Google %s.", kind): the
			// format is the text every tool it makes shows, and the
			// literal a fix edits (settleFormats).
			return Description{Expr: format, Value: text, Constant: true, Format: true}
		}
	}
	return Description{Expr: e, Value: v, Constant: ok}
}

// settleFormats keeps a format as the description of a tool whose name is
// a pattern only: a tool of a constant name whose description a format
// makes at run time (Sprintf("Issue a refund in %s.", region)) says what
// the value makes it say.
func (f *finder) settleFormats() {
	for _, t := range f.tools {
		if d := &t.Description; d.Format && !strings.Contains(t.Name, "{") {
			d.Value, d.Constant = "", false
		}
	}
}

// formatted returns the constant format of fmt.Sprintf(format, args...)
// and its text, when the text outside the verbs has at least minLetters
// letters: a template that says something of its own, not "%s: %s".
func (f *finder) formatted(e ast.Expr, minLetters int) (ast.Expr, string, bool) {
	call, ok := ast.Unparen(e).(*ast.CallExpr)
	if !ok || len(call.Args) < 2 || call.Ellipsis.IsValid() {
		return nil, "", false
	}
	fn := f.callee(call)
	if fn == nil || fn.Pkg() == nil || fn.Pkg().Path() != "fmt" || fn.Name() != "Sprintf" {
		return nil, "", false
	}
	text, ok := f.constString(call.Args[0])
	if !ok {
		return nil, "", false
	}
	letters := 0
	for i := 0; i < len(text); i++ {
		switch c := text[i]; {
		case c == '%' && i+1 < len(text):
			i++ // the verb
		case 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z':
			letters++
		}
	}
	return call.Args[0], text, letters >= minLetters
}

// patternName names a tool whose name a format makes of the enclosing
// function's variables (fmt.Sprintf("create_%s_comment", kind), in a
// helper each caller gives its kind): the format, each verb replaced by
// the variable's name in braces, create_{kind}_comment. The tools the
// callers make share its declaration, handler and checks. A name made of
// anything else (t.Name, a package's variable) is a conversion's or is
// resolved elsewhere: "".
func (f *finder) patternName(e ast.Expr) string {
	if bin, ok := ast.Unparen(e).(*ast.BinaryExpr); ok && bin.Op == token.ADD {
		return f.concatPattern(bin)
	}
	_, text, ok := f.formatted(e, 3)
	if !ok {
		return ""
	}
	call := ast.Unparen(e).(*ast.CallExpr)
	var names []string
	for _, a := range call.Args[1:] {
		name := f.ownVarName(a)
		if name == "" {
			return ""
		}
		names = append(names, name)
	}
	var b strings.Builder
	n := 0
	for i := 0; i < len(text); i++ {
		if text[i] != '%' || i+1 >= len(text) {
			b.WriteByte(text[i])
			continue
		}
		i++
		if text[i] == '%' {
			b.WriteByte('%')
			continue
		}
		if n >= len(names) {
			return ""
		}
		b.WriteString("{" + names[n] + "}")
		n++
	}
	if n != len(names) {
		return ""
	}
	return b.String()
}

// concatPattern is patternName for a sum of constants and the function's
// own variables (service + "_create_comment", which each caller of a
// registering function sets): a constant part must name something.
func (f *finder) concatPattern(bin *ast.BinaryExpr) string {
	var b strings.Builder
	named := false
	var walk func(e ast.Expr) bool
	walk = func(e ast.Expr) bool {
		if x, ok := ast.Unparen(e).(*ast.BinaryExpr); ok && x.Op == token.ADD {
			return walk(x.X) && walk(x.Y)
		}
		if s, ok := f.constString(e); ok {
			b.WriteString(s)
			named = named || strings.IndexFunc(s, unicode.IsLetter) >= 0
			return true
		}
		if name := f.ownVarName(e); name != "" {
			b.WriteString("{" + name + "}")
			return true
		}
		return false
	}
	if !walk(bin) || !named {
		return ""
	}
	return b.String()
}

// ownVarName returns the name of e when it is a string variable of the
// function that declares it (a parameter or a local), or "".
func (f *finder) ownVarName(e ast.Expr) string {
	id, ok := ast.Unparen(e).(*ast.Ident)
	if !ok {
		return ""
	}
	v, ok := f.pass.TypesInfo.Uses[id].(*types.Var)
	if !ok || v.Parent() == nil || v.Parent() == f.pass.Pkg.Scope() || v.IsField() {
		return "" // a package's variable or a field: not the function's own
	}
	return id.Name
}

func isString(t types.Type) bool {
	b, ok := t.Underlying().(*types.Basic)
	return ok && b.Info()&types.IsString != 0
}

// keyed returns the value of the field name in a keyed struct literal, or nil.
// A dotted name ("Definition.Name") selects a field of a nested literal
// (Tool{Definition: Definition{Name: "x"}}).
func keyed(lit *ast.CompositeLit, name string) ast.Expr {
	if lit == nil {
		return nil
	}
	if outer, inner, ok := strings.Cut(name, "."); ok {
		e := keyed(lit, outer)
		if u, ok := ast.Unparen(e).(*ast.UnaryExpr); ok && u.Op == token.AND {
			e = u.X
		}
		nested, _ := ast.Unparen(e).(*ast.CompositeLit)
		return keyed(nested, inner)
	}
	for _, elt := range lit.Elts {
		if kv, ok := elt.(*ast.KeyValueExpr); ok {
			if id, ok := kv.Key.(*ast.Ident); ok && id.Name == name {
				return kv.Value
			}
		}
	}
	return nil
}

// field returns the value a struct literal gives a field, keyed
// (T{Tool: t}) or by position ({newTool(), handler(deps)}), or nil.
func (f *finder) field(lit *ast.CompositeLit, name string) ast.Expr {
	if e := keyed(lit, name); e != nil || lit == nil || len(lit.Elts) == 0 {
		return e
	}
	if _, isKV := lit.Elts[0].(*ast.KeyValueExpr); isKV {
		return nil
	}
	st, ok := f.pass.TypesInfo.TypeOf(lit).Underlying().(*types.Struct)
	if !ok || st.NumFields() != len(lit.Elts) {
		return nil
	}
	for i := range st.NumFields() {
		if st.Field(i).Name() == name {
			return lit.Elts[i]
		}
	}
	return nil
}

// variadic returns the arguments passed to the variadic parameter that
// starts at index from, expanding `opts...` when opts is a slice literal
// assigned once, plus whatever is appended to it.
func (f *finder) variadic(call *ast.CallExpr, from int) []ast.Expr {
	if len(call.Args) <= from {
		return nil
	}
	if !call.Ellipsis.IsValid() {
		return call.Args[from:]
	}
	var out []ast.Expr
	out = append(out, call.Args[from:len(call.Args)-1]...)
	last := ast.Unparen(call.Args[len(call.Args)-1])
	out = append(out, f.sliceElems(last, 0)...)
	return out
}

func (f *finder) sliceElems(e ast.Expr, depth int) []ast.Expr {
	if depth > maxDepth {
		return nil
	}
	e = ast.Unparen(e)
	switch x := e.(type) {
	case *ast.CompositeLit:
		return x.Elts
	case *ast.Ident:
		var out []ast.Expr
		if v := f.valueOf(x); v != nil {
			out = append(out, f.sliceElems(v, depth+1)...)
		}
		f.index()
		if obj := f.pass.TypesInfo.ObjectOf(x); obj != nil {
			for _, app := range f.appended[obj] {
				if app.Ellipsis.IsValid() {
					out = append(out, f.sliceElems(app.Args[len(app.Args)-1], depth+1)...)
					out = append(out, app.Args[1:len(app.Args)-1]...)
				} else {
					out = append(out, app.Args[1:]...)
				}
			}
		}
		return out
	case *ast.CallExpr:
		if isAppend(f.pass.TypesInfo, x) {
			// append(opts, more...) or append(opts, a, b)
			out := f.sliceElems(x.Args[0], depth+1)
			if x.Ellipsis.IsValid() {
				return append(out, f.sliceElems(x.Args[len(x.Args)-1], depth+1)...)
			}
			return append(out, x.Args[1:]...)
		}
		if r := f.resolve(x); r != x {
			return f.sliceElems(r, depth+1)
		}
		if joinsSlices(f.pass.TypesInfo, x) {
			// CombineOptions(common, []mcp.ToolOption{...}): the
			// options of every slice it joins.
			var out []ast.Expr
			for _, arg := range x.Args {
				out = append(out, f.sliceElems(arg, depth+1)...)
			}
			return out
		}
	}
	return nil
}

// joinsSlices reports whether a call can only join the slices it is
// given: each of its parameters is a slice of what it returns a slice
// of, or a variadic list of such slices.
func joinsSlices(info *types.Info, call *ast.CallExpr) bool {
	sig, ok := info.TypeOf(call.Fun).(*types.Signature)
	if !ok || sig.Results().Len() != 1 || sig.Params().Len() == 0 {
		return false
	}
	res, ok := sig.Results().At(0).Type().Underlying().(*types.Slice)
	if !ok {
		return false
	}
	for i := range sig.Params().Len() {
		t := sig.Params().At(i).Type()
		if sig.Variadic() && i == sig.Params().Len()-1 && !call.Ellipsis.IsValid() {
			t = t.(*types.Slice).Elem()
		}
		if p, ok := t.Underlying().(*types.Slice); !ok || !types.Identical(p.Elem(), res.Elem()) {
			return false
		}
	}
	return true
}

func isAppend(info *types.Info, call *ast.CallExpr) bool {
	id, ok := ast.Unparen(call.Fun).(*ast.Ident)
	if !ok || len(call.Args) == 0 {
		return false
	}
	b, ok := info.Uses[id].(*types.Builtin)
	return ok && b.Name() == "append"
}
