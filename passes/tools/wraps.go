package tools

import (
	"fmt"
	"go/ast"
	"go/types"
)

// A Wraps summarises a function whose result holds a string in a way a
// name written through it can be read back: it stores its parameter
// Param in the field Field of the struct it returns (func newName(v
// string) Name { return Name{value: v} }, a struct of that one field),
// or, with Param -1, the
// constant Value (func SendEmail() Name { return newName("send_email")
// }). Field is "" when the result is the string itself (func name()
// string { return "send" }). With a Getter, a name written
// names.SendEmail().String() in any package is "send_email". Learned
// from syntax, exported as a fact.
type Wraps struct {
	Param        int
	Field, Value string
}

// AFact marks Wraps as a fact.
func (*Wraps) AFact() {}

func (w *Wraps) String() string {
	if w.Param >= 0 {
		return fmt.Sprintf("wraps(param %d in %q)", w.Param, w.Field)
	}
	return fmt.Sprintf("wraps(%q in %q)", w.Value, w.Field)
}

// A Getter summarises a method that takes nothing and returns one string
// field of its receiver: func (n Name) String() string { return n.value }.
type Getter struct{ Field string }

// AFact marks Getter as a fact.
func (*Getter) AFact() {}

func (g *Getter) String() string { return fmt.Sprintf("getter(%q)", g.Field) }

// wraps returns fn's Wraps: learned from its declaration in this
// package, else its fact; nil when it has none.
func (f *finder) wraps(fn *types.Func) *Wraps {
	if fn == nil {
		return nil
	}
	if fn.Pkg() != f.pass.Pkg {
		w := new(Wraps)
		if f.pass.ImportObjectFact(fn, w) {
			return w
		}
		return nil
	}
	if w, ok := f.wrapped[fn]; ok {
		return w
	}
	f.wrapped[fn] = nil // recursion ends here
	w := f.learnWraps(fn)
	f.wrapped[fn] = w
	return w
}

func (f *finder) learnWraps(fn *types.Func) *Wraps {
	decl := f.funcDecl(fn)
	sig := fn.Signature()
	if decl == nil || decl.Body == nil || decl.Recv != nil || sig.Results().Len() != 1 || sig.Variadic() {
		return nil
	}
	ret := returnedBy(decl.Body)
	if ret == nil {
		return nil
	}
	param := func(e ast.Expr) int {
		if id, ok := ast.Unparen(e).(*ast.Ident); ok {
			for i := range sig.Params().Len() {
				if p := sig.Params().At(i); f.pass.TypesInfo.Uses[id] == p && isString(p.Type()) {
					return i
				}
			}
		}
		return -1
	}
	// value summarises e, a string stored in field.
	value := func(e ast.Expr, field string) *Wraps {
		if i := param(e); i >= 0 {
			if field == "" {
				return nil // a string passed on is a PassThrough
			}
			return &Wraps{Param: i, Field: field}
		}
		if v, ok := f.constValue(ast.Unparen(e)); ok {
			return &Wraps{Param: -1, Field: field, Value: v}
		}
		return nil
	}
	e := ast.Unparen(ret)
	if u, ok := e.(*ast.UnaryExpr); ok {
		e = ast.Unparen(u.X)
	}
	switch e := e.(type) {
	case *ast.CompositeLit:
		// A value type of one field (type Name struct{ value string }),
		// not a struct that happens to be given one field here.
		if st := structOf(f.pass.TypesInfo.TypeOf(e)); len(e.Elts) != 1 || st == nil || st.NumFields() != 1 {
			return nil
		}
		kv, ok := e.Elts[0].(*ast.KeyValueExpr)
		if !ok {
			return nil
		}
		key, ok := kv.Key.(*ast.Ident)
		if !ok || !isString(f.pass.TypesInfo.TypeOf(kv.Value)) {
			return nil
		}
		return value(kv.Value, key.Name)
	case *ast.CallExpr:
		inner := f.wraps(f.callee(e))
		if inner == nil {
			return nil
		}
		if inner.Param < 0 {
			return inner
		}
		if inner.Param >= len(e.Args) {
			return nil
		}
		return value(e.Args[inner.Param], inner.Field)
	}
	if isString(sig.Results().At(0).Type()) {
		return value(e, "")
	}
	return nil
}

// getter returns the field a method of no parameters returns from its
// receiver, or "".
func (f *finder) getter(fn *types.Func) string {
	if fn == nil || fn.Signature().Recv() == nil {
		return ""
	}
	if fn.Pkg() != f.pass.Pkg {
		g := new(Getter)
		if f.pass.ImportObjectFact(fn, g) {
			return g.Field
		}
		return ""
	}
	sig := fn.Signature()
	if sig.Params().Len() != 0 || sig.Results().Len() != 1 || !isString(sig.Results().At(0).Type()) {
		return ""
	}
	decl := f.funcDecl(fn)
	if decl == nil || decl.Body == nil {
		return ""
	}
	sel, ok := ast.Unparen(returnedBy(decl.Body)).(*ast.SelectorExpr)
	if !ok || !isReceiver(f, fn, sel.X) {
		return ""
	}
	if s, ok := f.pass.TypesInfo.Selections[sel]; !ok || s.Kind() != types.FieldVal {
		return ""
	}
	return sel.Sel.Name
}

// wrappedConstant returns the constant a name written through wrapping
// functions holds: a call of a function wrapping a constant as a string
// (toolnames.Send()), or a getter called on one wrapping it in the field
// the getter reads (names.SendEmail().String()).
func (f *finder) wrappedConstant(call *ast.CallExpr) (string, bool) {
	if w := f.wraps(f.callee(call)); w != nil && w.Param < 0 && w.Field == "" {
		return w.Value, true
	}
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok || len(call.Args) != 0 {
		return "", false
	}
	field := f.getter(f.callee(call))
	if field == "" {
		return "", false
	}
	inner, ok := f.resolve(sel.X).(*ast.CallExpr)
	if !ok {
		return "", false
	}
	if w := f.wraps(f.callee(inner)); w != nil && w.Param < 0 && w.Field == field {
		return w.Value, true
	}
	return "", false
}

// exportWraps exports fn's Wraps and Getter facts, for the walk over the
// package's functions that exports its PassThrough facts.
func (f *finder) exportWraps(fn *types.Func) {
	if w := f.wraps(fn); w != nil {
		f.pass.ExportObjectFact(fn, w)
	}
	if field := f.getter(fn); field != "" {
		f.pass.ExportObjectFact(fn, &Getter{Field: field})
	}
}
