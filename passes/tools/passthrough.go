package tools

import (
	"fmt"
	"go/ast"
	"go/constant"
	"go/types"
)

// A PassThrough summarises a function whose string result can be one of
// its string parameters, returned unchanged: t(key, defaultValue string)
// string returns defaultValue unless overridden at run time. A constant
// passed there is what the program ships, so a description written
// t("KEY", "Refund an order.") is "Refund an order.", and a rewrite edits
// that literal. Learned from syntax, exported as a fact.
//
// A function that returns one constant unless overridden at run time
// (ToolsetName() returns an override when one is set, else "kiali")
// passes that constant, its Default, through in the same way; its Param
// is -1.
type PassThrough struct {
	Param   int
	Default string
}

// AFact marks PassThrough as a fact.
func (*PassThrough) AFact() {}

func (p *PassThrough) String() string {
	if p.Param < 0 {
		return fmt.Sprintf("default(%q)", p.Default)
	}
	return fmt.Sprintf("passes(%d)", p.Param)
}

// passThrough returns the index of the parameter fn can return unchanged,
// or -1: from its declaration when it is in this package, otherwise from
// its fact.
func (f *finder) passThrough(fn *types.Func) int {
	return f.summary(fn).Param
}

// summary returns what fn passes through: from its declaration when it is
// in this package, otherwise from its fact; Param -1 and no Default when
// nothing.
func (f *finder) summary(fn *types.Func) PassThrough {
	none := PassThrough{Param: -1}
	if fn == nil {
		return none
	}
	if fn.Pkg() != f.pass.Pkg {
		var p PassThrough
		if f.pass.ImportObjectFact(fn, &p) {
			return p
		}
		return none
	}
	if p, ok := f.passes[fn]; ok {
		return p
	}
	f.passes[fn] = none // recursion ends here
	p := PassThrough{Param: f.learnPassThrough(fn)}
	if p.Param < 0 {
		p.Default = f.learnDefault(fn)
	}
	f.passes[fn] = p
	return p
}

// learnDefault returns the one constant string fn returns besides
// values computed at run time (an override read from a variable), or "".
// Every constant return must agree, and one return must not be constant:
// a function of constants alone is a constant, and one of several
// constants is a choice.
func (f *finder) learnDefault(fn *types.Func) string {
	decl := f.funcDecl(fn)
	sig := fn.Signature()
	if decl == nil || decl.Body == nil || sig.Results().Len() != 1 || !isString(sig.Results().At(0).Type()) {
		return ""
	}
	var def string
	var consts, others int
	ast.Inspect(decl.Body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.ReturnStmt:
			if len(n.Results) != 1 {
				others++
				return true
			}
			if v, ok := f.constValue(n.Results[0]); ok {
				if consts > 0 && v != def {
					others = -1 << 30 // two constants: a choice, not a default
				}
				def = v
				consts++
			} else {
				others++
			}
		}
		return true
	})
	if consts == 0 || others <= 0 {
		return ""
	}
	return def
}

func (f *finder) learnPassThrough(fn *types.Func) int {
	decl := f.funcDecl(fn)
	if decl == nil {
		return -1
	}
	return f.passedParam(decl.Body, fn.Signature())
}

// passedParam returns the index of the string parameter that a function
// with this body and signature can return unchanged, or -1.
func (f *finder) passedParam(body *ast.BlockStmt, sig *types.Signature) int {
	if body == nil || sig.Results().Len() != 1 || !isString(sig.Results().At(0).Type()) {
		return -1
	}
	found := -1
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.ReturnStmt:
			if len(n.Results) != 1 || found >= 0 {
				return true
			}
			// string(name) passes a parameter of a named string type.
			id, ok := stripConversions(f.pass.TypesInfo, n.Results[0]).(*ast.Ident)
			if !ok {
				return true
			}
			for i := range sig.Params().Len() {
				p := sig.Params().At(i)
				if f.pass.TypesInfo.Uses[id] == p && isString(p.Type()) && !sig.Variadic() {
					found = i
				}
			}
		}
		return true
	})
	return found
}

// typePassThrough returns the parameter that a call through a value of
// the named function type t passes through, or -1: from the functions of
// its package when it is declared here, otherwise from its fact.
func (f *finder) typePassThrough(t types.Type) int {
	n, ok := types.Unalias(t).(*types.Named)
	if !ok || n.Obj().Pkg() == nil {
		return -1
	}
	tn := n.Obj()
	if tn.Pkg() != f.pass.Pkg {
		var p PassThrough
		if f.pass.ImportObjectFact(tn, &p) {
			return p.Param
		}
		return -1
	}
	return f.learnTypePassThrough(tn)
}

// learnTypePassThrough summarises a named function type of the package
// (type TranslationHelperFunc func(key, defaultValue string) string): it
// passes a parameter through when a function of the package with its
// signature returns the parameter of that name unchanged
// (NullTranslationHelper returns defaultValue; the helper built at run
// time returns it unless a key is overridden). The shipped text is that
// default.
func (f *finder) learnTypePassThrough(tn *types.TypeName) int {
	if i, ok := f.typePasses[tn]; ok {
		return i
	}
	f.typePasses[tn] = -1
	sig, ok := tn.Type().Underlying().(*types.Signature)
	if !ok || sig.Variadic() || sig.Results().Len() != 1 || !isString(sig.Results().At(0).Type()) {
		return -1
	}
	found := -1
	f.preorder([]ast.Node{(*ast.FuncDecl)(nil), (*ast.FuncLit)(nil)}, func(n ast.Node) {
		if found >= 0 {
			return
		}
		var body *ast.BlockStmt
		var fsig *types.Signature
		switch n := n.(type) {
		case *ast.FuncDecl:
			if fn, ok := f.pass.TypesInfo.Defs[n.Name].(*types.Func); ok && n.Recv == nil {
				body, fsig = n.Body, fn.Signature()
			}
		case *ast.FuncLit:
			body = n.Body
			fsig, _ = f.pass.TypesInfo.TypeOf(n).(*types.Signature)
		}
		if fsig == nil || !types.Identical(fsig, sig) {
			return
		}
		// The parameter must be the one the type names: a function
		// written for the type, not one that shares its signature.
		if i := f.passedParam(body, fsig); i >= 0 && sig.Params().At(i).Name() != "" && sig.Params().At(i).Name() == fsig.Params().At(i).Name() {
			found = i
		}
	})
	f.typePasses[tn] = found
	return found
}

// exportPassThroughs exports a fact for each function of the package that
// passes a parameter through, so importers read descriptions the same way,
// and its Wraps and Getter facts (names read back through value types).
func (f *finder) exportPassThroughs() {
	scope := f.pass.Pkg.Scope()
	for _, name := range scope.Names() {
		if tn, ok := scope.Lookup(name).(*types.TypeName); ok && !tn.IsAlias() {
			if _, isFunc := tn.Type().Underlying().(*types.Signature); isFunc {
				if i := f.learnTypePassThrough(tn); i >= 0 {
					f.pass.ExportObjectFact(tn, &PassThrough{Param: i})
				}
			}
		}
	}
	for _, file := range f.pass.Files {
		for _, d := range file.Decls {
			decl, ok := d.(*ast.FuncDecl)
			if !ok {
				continue
			}
			fn, _ := f.pass.TypesInfo.Defs[decl.Name].(*types.Func)
			if p := f.summary(fn); p.Param >= 0 || p.Default != "" {
				f.pass.ExportObjectFact(fn, &p)
			}
			f.exportWraps(fn)
			f.exportRegisters(fn)
		}
	}
}

// passedConstant returns the constant argument that a call of a
// pass-through function returns, or nil.
func (f *finder) passedConstant(e ast.Expr) ast.Expr {
	call, ok := ast.Unparen(e).(*ast.CallExpr)
	if !ok {
		return nil
	}
	var i int
	if fn := f.callee(call); fn != nil {
		i = f.passThrough(fn)
	} else {
		// A call through a variable or parameter of a named function
		// type: t("KEY", "Refund an order.") with t TranslationHelperFunc.
		i = f.typePassThrough(f.pass.TypesInfo.TypeOf(call.Fun))
	}
	if i < 0 || i >= len(call.Args) {
		return nil
	}
	if tv, ok := f.pass.TypesInfo.Types[call.Args[i]]; ok && tv.Value != nil && tv.Value.Kind() == constant.String {
		return ast.Unparen(call.Args[i])
	}
	return nil
}

// fieldDefault returns the constant string that a struct field selected
// by e holds when it is the only constant the package ever assigns to the
// field (c.ToolName = "requests_post" as a default before use), or nil.
func (f *finder) fieldDefault(e ast.Expr) ast.Expr {
	sel, ok := ast.Unparen(e).(*ast.SelectorExpr)
	if !ok {
		return nil
	}
	v, ok := f.pass.TypesInfo.ObjectOf(sel.Sel).(*types.Var)
	if !ok || !v.IsField() || f.readAtRunTime(sel.X) {
		return nil
	}
	f.indexFields()
	if c := f.onlyConstant(f.fieldConsts[v]); c != nil {
		return c
	}
	// Several types share the field (an embedded BaseTool{Name}), each
	// literal of one giving it its own constant: t.Name in a method of
	// *PostCommentTool is what PostCommentTool's literals set.
	if t := f.pass.TypesInfo.TypeOf(sel.X); t == nil {
		return nil
	} else if tn := namedObj(t); tn != nil {
		return f.onlyConstant(f.typeFieldConsts[typeField{tn, v}])
	}
	return nil
}

// readAtRunTime reports whether the value a field is read from comes
// from a call's result (def := defs.Load("ThreadCreate"); def.Name): a
// value made at run time, from data the package may decode, whose field
// the package's literals say nothing of. A receiver, a parameter or a
// variable holding a literal are what the literals and defaults describe.
func (f *finder) readAtRunTime(x ast.Expr) bool {
	for range maxDepth {
		switch e := ast.Unparen(x).(type) {
		case *ast.SelectorExpr:
			x = e.X // t.BaseTool.Name: the receiver's
			continue
		case *ast.StarExpr:
			x = e.X
			continue
		case *ast.Ident:
			r := f.resolve(e)
			if r == ast.Expr(e) {
				return false
			}
			x = r
			continue
		case *ast.CallExpr:
			return f.pass.TypesInfo.Types[e.Fun].IsValue() // a call, not a conversion
		case *ast.IndexExpr:
			return true // defs[name]
		}
		return false
	}
	return false
}

// onlyConstant returns the first of consts when they all hold one
// non-empty string, or nil.
func (f *finder) onlyConstant(consts []ast.Expr) ast.Expr {
	if len(consts) == 0 {
		return nil
	}
	first, _ := f.constValue(consts[0])
	for _, c := range consts[1:] {
		if s, _ := f.constValue(c); s != first {
			return nil
		}
	}
	if first == "" {
		return nil
	}
	return consts[0]
}

// A typeField is a string field as set in the literals of one struct
// type, directly or in the literal of a struct it embeds.
type typeField struct {
	tn *types.TypeName
	v  *types.Var
}

// recordTypeFields records the constant strings a composite literal of
// named type tn sets in its fields, and in those of the structs it
// embeds when their literals are written inside it
// (&PostCommentTool{BaseTool: BaseTool{Name: "post_comment"}}).
func (f *finder) recordTypeFields(tn *types.TypeName, lit *ast.CompositeLit, depth int) {
	st, ok := f.pass.TypesInfo.TypeOf(lit).Underlying().(*types.Struct)
	if !ok || depth > 3 {
		return
	}
	for i, elt := range lit.Elts {
		var field *types.Var
		value := elt
		if kv, ok := elt.(*ast.KeyValueExpr); ok {
			id, ok := kv.Key.(*ast.Ident)
			if !ok {
				continue
			}
			field, _ = f.pass.TypesInfo.ObjectOf(id).(*types.Var)
			value = kv.Value
		} else if i < st.NumFields() {
			field = st.Field(i)
		}
		if field == nil || !field.IsField() {
			continue
		}
		if c := f.constOrDefault(value); c != nil {
			key := typeField{tn, field}
			f.typeFieldConsts[key] = append(f.typeFieldConsts[key], c)
			continue
		}
		if inner, ok := ast.Unparen(value).(*ast.CompositeLit); ok && field.Embedded() {
			f.recordTypeFields(tn, inner, depth+1)
		}
	}
}

// constOrDefault returns the non-empty constant string e is, or the
// constant default of the local variable e is (name := cfg.Name; if name
// == "" { name = "execute_command" }; &CommandTool{name: name}: see
// localDefault), or nil.
func (f *finder) constOrDefault(e ast.Expr) ast.Expr {
	e = ast.Unparen(e)
	if s, ok := f.constValue(e); ok {
		if s == "" {
			return nil
		}
		return e
	}
	if _, ok := e.(*ast.Ident); !ok {
		return nil
	}
	return f.localDefault(e)
}

func (f *finder) constValue(e ast.Expr) (string, bool) {
	tv, ok := f.pass.TypesInfo.Types[e]
	if ok && tv.Value != nil && tv.Value.Kind() == constant.String {
		return constant.StringVal(tv.Value), true
	}
	return "", false
}

// indexFields records, once, every non-empty constant string assigned to
// a string field in this package, by assignment or in a keyed literal.
func (f *finder) indexFields() {
	if f.fieldConsts != nil {
		return
	}
	f.fieldConsts = make(map[*types.Var][]ast.Expr)
	f.typeFieldConsts = make(map[typeField][]ast.Expr)
	info := f.pass.TypesInfo
	record := func(key *ast.Ident, value ast.Expr) {
		v, ok := info.ObjectOf(key).(*types.Var)
		if !ok || !v.IsField() {
			return
		}
		if c := f.constOrDefault(value); c != nil {
			f.fieldConsts[v] = append(f.fieldConsts[v], c)
		}
	}
	for _, file := range f.pass.Files {
		ast.Inspect(file, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.AssignStmt:
				if len(n.Lhs) != len(n.Rhs) {
					return true
				}
				for i, lhs := range n.Lhs {
					if sel, ok := ast.Unparen(lhs).(*ast.SelectorExpr); ok {
						record(sel.Sel, n.Rhs[i])
					}
				}
			case *ast.CompositeLit:
				if t := info.TypeOf(n); t != nil {
					if tn := namedObj(t); tn != nil && tn.Pkg() == f.pass.Pkg {
						f.recordTypeFields(tn, n, 0)
					}
				}
				for _, elt := range n.Elts {
					if kv, ok := elt.(*ast.KeyValueExpr); ok {
						if id, ok := kv.Key.(*ast.Ident); ok {
							record(id, kv.Value)
						}
					}
				}
			}
			return true
		})
	}
}
