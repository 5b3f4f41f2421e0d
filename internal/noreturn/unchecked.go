package noreturn

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/types/typeutil"
)

// A driver may type-check a dependency without its function bodies
// (internal/loader's IgnoreFuncBodies): idemlint does so for the standard
// library, whose bodies no other pass reads. The package's declarations
// are complete, but no identifier of a body is in types.Info, so a call's
// callee is found from the declarations instead: a function of the
// package or of an imported package, the builtin panic, or a method of a
// receiver, parameter or package-level variable, through fields. A name
// the body declares anywhere hides the declaration for the whole body, and
// what cannot be told is a dynamic call, which the graph builder takes to
// return: a verdict can only err towards "returns", the direction a
// missing fact errs in. On the standard library the verdicts are those of
// the checked bodies (TestUncheckedBodies).

// staticCallee returns the function a call statically calls, as
// typeutil.StaticCallee does for a checked body.
func (j *judge) staticCallee(call *ast.CallExpr) *types.Func {
	if !j.unchecked(call.Fun) {
		return typeutil.StaticCallee(j.pass.TypesInfo, call)
	}
	fn, _ := j.resolve(ast.Unparen(call.Fun)).(*types.Func)
	if fn == nil {
		return nil
	}
	if sig := fn.Type().(*types.Signature); sig.Recv() != nil && types.IsInterface(sig.Recv().Type()) {
		return nil // an interface method is a dynamic call
	}
	return fn
}

// isPanic reports whether id names the builtin panic.
func (j *judge) isPanic(id *ast.Ident) bool {
	if j.unchecked(id) {
		return j.resolve(id) == panicBuiltin
	}
	return j.pass.TypesInfo.Uses[id] == panicBuiltin
}

// unchecked reports whether the type checker skipped the body holding a
// callee expression: the identifier it ends in is not recorded.
func (j *judge) unchecked(fun ast.Expr) bool {
	var id *ast.Ident
	switch fun := ast.Unparen(fun).(type) {
	case *ast.Ident:
		id = fun
	case *ast.SelectorExpr:
		id = fun.Sel
	default:
		return false
	}
	_, ok := j.pass.TypesInfo.Uses[id]
	return !ok && j.current != nil
}

// resolve returns the object an expression of an unchecked body denotes,
// when its declarations tell: a package-level object of the package or of
// an import, the builtin panic, a field or method; or nil.
func (j *judge) resolve(e ast.Expr) types.Object {
	switch e := e.(type) {
	case *ast.Ident:
		sc := j.scope()
		if v, ok := sc.params[e.Name]; ok {
			return v
		}
		if sc.declared[e.Name] {
			return nil
		}
		if obj := j.pass.Pkg.Scope().Lookup(e.Name); obj != nil {
			return obj
		}
		if pkg := sc.imports[e.Name]; pkg != nil {
			return pkg
		}
		if e.Name == "panic" {
			return panicBuiltin
		}
	case *ast.SelectorExpr:
		if id, ok := e.X.(*ast.Ident); ok {
			if pkg, ok := j.resolve(id).(*types.PkgName); ok {
				return pkg.Imported().Scope().Lookup(e.Sel.Name)
			}
		}
		t := j.typeOf(e.X)
		if t == nil {
			return nil
		}
		obj, _, _ := types.LookupFieldOrMethod(t, true, j.pass.Pkg, e.Sel.Name)
		return obj
	}
	return nil
}

// typeOf returns the type of a variable, or of a field of one, named in
// an unchecked body, or nil.
func (j *judge) typeOf(e ast.Expr) types.Type {
	switch e := ast.Unparen(e).(type) {
	case *ast.Ident, *ast.SelectorExpr:
		if v, ok := j.resolve(e).(*types.Var); ok {
			return v.Type()
		}
	case *ast.StarExpr:
		if t := j.typeOf(e.X); t != nil {
			if p, ok := t.Underlying().(*types.Pointer); ok {
				return p.Elem()
			}
		}
	}
	return nil
}

// A bodyScope is what an unchecked body's names can refer to besides the
// package's own declarations.
type bodyScope struct {
	params   map[string]*types.Var     // the receiver, parameters and results
	declared map[string]bool           // every name the body declares, in any block
	imports  map[string]*types.PkgName // the file's imports, by name
}

func (j *judge) scope() *bodyScope {
	d := j.current
	if d.scope != nil {
		return d.scope
	}
	info := j.pass.TypesInfo
	sc := &bodyScope{params: make(map[string]*types.Var), declared: make(map[string]bool), imports: make(map[string]*types.PkgName)}
	for _, list := range []*ast.FieldList{d.syntax.Recv, d.syntax.Type.TypeParams, d.syntax.Type.Params, d.syntax.Type.Results} {
		if list == nil {
			continue
		}
		for _, field := range list.List {
			for _, name := range field.Names {
				if v, ok := info.Defs[name].(*types.Var); ok {
					sc.params[name.Name] = v
				} else {
					sc.declared[name.Name] = true // a type parameter
				}
			}
		}
	}
	for _, spec := range d.file.Imports {
		if pkg := info.PkgNameOf(spec); pkg != nil && pkg.Name() != "_" && pkg.Name() != "." {
			sc.imports[pkg.Name()] = pkg
		}
	}
	declare := func(id *ast.Ident) {
		delete(sc.params, id.Name) // hidden in part of the body: trust neither
		sc.declared[id.Name] = true
	}
	ast.Inspect(d.syntax.Body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.AssignStmt:
			if n.Tok == token.DEFINE {
				for _, lhs := range n.Lhs {
					if id, ok := lhs.(*ast.Ident); ok {
						declare(id)
					}
				}
			}
		case *ast.RangeStmt:
			if n.Tok == token.DEFINE {
				for _, x := range []ast.Expr{n.Key, n.Value} {
					if id, ok := x.(*ast.Ident); ok {
						declare(id)
					}
				}
			}
		case *ast.ValueSpec:
			for _, id := range n.Names {
				declare(id)
			}
		case *ast.TypeSpec:
			declare(n.Name)
		case *ast.FuncType:
			for _, list := range []*ast.FieldList{n.TypeParams, n.Params, n.Results} {
				if list == nil {
					continue
				}
				for _, field := range list.List {
					for _, id := range field.Names {
						declare(id)
					}
				}
			}
		}
		return true
	})
	d.scope = sc
	return sc
}
