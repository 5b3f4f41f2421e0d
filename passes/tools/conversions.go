package tools

import (
	"go/ast"
	"go/types"
	"slices"
)

// dropGenericConversions forgets the framework tools that are a generic
// conversion of tools declared elsewhere: no constant name, no handler,
// and a name read from a value of the program's own types or from a
// loop variable (openai.ChatCompletionToolParam{... Name: t.Name()} in
// a loop over an application's tools, or Name: methodName ranging over
// a toolkit's methods). They declare no tool of their own: the tools
// they convert are listed where they are declared, and an entry with no
// name and no handler gives a user nothing to act on. A tool with a name
// computed at run time and a handler stays listed.
func (f *finder) dropGenericConversions() {
	var ranged map[types.Object]bool
	f.tools = slices.DeleteFunc(f.tools, func(t *Tool) bool {
		if t.Name != "" || t.Handler != nil || t.NameExpr == nil || t.Framework == Own || t.Framework == Neutral || t.Framework == Directive {
			return false
		}
		id := f.rootIdent(t.NameExpr)
		if id == nil {
			return false
		}
		obj := f.pass.TypesInfo.ObjectOf(id)
		if obj == nil {
			return false
		}
		if ranged == nil {
			ranged = f.rangeVars()
		}
		if !ranged[obj] && !ownValue(obj.Type()) {
			return false
		}
		delete(f.byDecl, t.Decl)
		return true
	})
}

// rootIdent returns the variable a name expression reads from, through
// selectors, calls of methods, index expressions, conversions, calls of
// functions of one argument and local variables assigned once
// (string(t.Name()), defs[i].name, d.Function.Name, name :=
// strings.TrimSpace(item.Name)), or nil.
func (f *finder) rootIdent(e ast.Expr) *ast.Ident {
	for range 8 {
		switch x := ast.Unparen(e).(type) {
		case *ast.Ident:
			if r := f.resolve(x); r != nil && r != ast.Expr(x) {
				e = r
				continue
			}
			if base := f.rewrittenFrom(x); base != nil {
				e = base // name := t.Name(); if sub { name = capitalize(name) }
				continue
			}
			return x
		case *ast.SelectorExpr:
			e = x.X
		case *ast.CallExpr:
			switch fun := ast.Unparen(x.Fun).(type) {
			case *ast.SelectorExpr:
				if id, ok := fun.X.(*ast.Ident); ok && len(x.Args) == 1 {
					if _, isPkg := f.pass.TypesInfo.Uses[id].(*types.PkgName); isPkg {
						e = x.Args[0] // strings.TrimSpace(item.Name)
						continue
					}
				}
				e = fun.X // t.Name()
			default:
				if len(x.Args) != 1 {
					return nil
				}
				e = x.Args[0] // string(d.Name), openai.String(name)
			}
		case *ast.IndexExpr:
			e = x.X
		case *ast.StarExpr:
			e = x.X
		default:
			return nil
		}
	}
	return nil
}

// ownValue reports whether values of t are the program's own (a named
// type declared outside the frameworks idemlint knows, or an interface),
// not a framework tool or a string.
func ownValue(t types.Type) bool {
	tn := namedObj(t)
	if tn == nil || tn.Pkg() == nil {
		return false
	}
	return !InFramework(tn.Pkg().Path())
}

// rangeVars returns the variables the package's range statements define.
func (f *finder) rangeVars() map[types.Object]bool {
	out := make(map[types.Object]bool)
	for _, file := range f.pass.Files {
		ast.Inspect(file, func(n ast.Node) bool {
			if r, ok := n.(*ast.RangeStmt); ok {
				for _, e := range []ast.Expr{r.Key, r.Value} {
					if id, ok := e.(*ast.Ident); ok {
						if obj := f.pass.TypesInfo.Defs[id]; obj != nil {
							out[obj] = true
						}
					}
				}
			}
			return true
		})
	}
	return out
}
