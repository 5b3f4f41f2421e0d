package tools

import (
	"go/ast"
	"go/types"
	"iter"
	"strings"

	"github.com/idemlint/idemlint/internal/modpath"
	"golang.org/x/tools/go/types/typeutil"
)

// inModule reports whether the package path belongs to module, with or
// without a major-version suffix ("/v2", "/v3", ...).
func inModule(path, module string) bool {
	_, ok := subpackage(path, module)
	return ok
}

// subpackage returns the package path relative to module; see modpath.Sub.
// A fork published under its own path counts as the module: on GitHub,
// the same repository name under another owner (github.com/someone/repo
// for github.com/upstream/repo), whose packages keep the upstream's API;
// callers still match the subpackage and every name.
func subpackage(pkgPath, module string) (string, bool) {
	if sub, ok := modpath.Sub(pkgPath, module); ok {
		return sub, true
	}
	if fork, ok := forkOf(pkgPath, module); ok {
		return modpath.Sub(fork, module)
	}
	return "", false
}

// genericRepo reports whether a repository name is one many unrelated
// projects use (go-sdk, adk): another owner's is no fork.
func genericRepo(name string) bool {
	return len(name) <= 3 || name == "go-sdk" || name == "sdk"
}

// forkOf returns pkgPath with its GitHub owner replaced by module's, when
// the two name the same repository under different owners.
func forkOf(pkgPath, module string) (string, bool) {
	const host = "github.com/"
	rest, ok := strings.CutPrefix(pkgPath, host)
	modRest, ok2 := strings.CutPrefix(module, host)
	if !ok || !ok2 {
		return "", false
	}
	owner, repoPath, ok := strings.Cut(rest, "/")
	modOwner, modRepo, ok2 := strings.Cut(modRest, "/")
	if !ok || !ok2 || owner == modOwner || strings.Contains(modRepo, "/") {
		return "", false
	}
	repo, _, _ := strings.Cut(repoPath, "/")
	if repo != modRepo || genericRepo(repo) {
		return "", false
	}
	return host + modOwner + "/" + repoPath, true
}

// isPkg reports whether obj is declared in the package sub of module.
func isPkg(obj types.Object, module, sub string) bool {
	if obj == nil || obj.Pkg() == nil {
		return false
	}
	got, ok := subpackage(obj.Pkg().Path(), module)
	return ok && got == sub
}

// callee returns the function or method a call invokes, with type
// parameters and instantiation removed, or nil.
func (f *finder) callee(call *ast.CallExpr) *types.Func {
	fn, _ := typeutil.Callee(f.pass.TypesInfo, call).(*types.Func)
	if fn != nil {
		fn = fn.Origin()
	}
	return fn
}

// isFunc reports whether fn is the package-level function module/sub.name.
func isFunc(fn *types.Func, module, sub string, names ...string) bool {
	if fn == nil || fn.Signature().Recv() != nil || !isPkg(fn, module, sub) {
		return false
	}
	for _, n := range names {
		if fn.Name() == n {
			return true
		}
	}
	return false
}

// isMethod reports whether fn is a method named name of the type
// module/sub.typeName (or a pointer to it).
func isMethod(fn *types.Func, module, sub, typeName string, names ...string) bool {
	if fn == nil || !isPkg(fn, module, sub) {
		return false
	}
	recv := fn.Signature().Recv()
	if recv == nil || recvName(recv.Type()) != typeName {
		return false
	}
	for _, n := range names {
		if fn.Name() == n {
			return true
		}
	}
	return false
}

// isNamed reports whether t is (a pointer to) the named type
// module/sub.name, looking through aliases.
func isNamed(t types.Type, module, sub, name string) bool {
	if t == nil {
		return false
	}
	if p, ok := types.Unalias(t).(*types.Pointer); ok {
		t = p.Elem()
	}
	n, ok := types.Unalias(t).(*types.Named)
	return ok && n.Obj().Name() == name && isPkg(n.Obj(), module, sub)
}

// isPtrTo reports whether t is a pointer to the named type
// module/sub.name.
func isPtrTo(t types.Type, module, sub, name string) bool {
	_, ok := t.(*types.Pointer)
	return ok && isNamed(t, module, sub, name)
}

// pkgOf returns the package of (a pointer to) a named type, or nil.
func pkgOf(t types.Type) *types.Package {
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	if n, ok := types.Unalias(t).(*types.Named); ok {
		return n.Obj().Pkg()
	}
	return nil
}

// compositeOf returns the composite literal e resolves to when its type
// is module/sub.name (or a pointer to it), or nil.
func (f *finder) compositeOf(e ast.Expr, module, sub, name string) *ast.CompositeLit {
	lit, _ := f.resolve(e).(*ast.CompositeLit)
	if lit == nil || !isNamed(f.pass.TypesInfo.TypeOf(lit), module, sub, name) {
		return nil
	}
	return lit
}

// literalsOf returns the composite literals of the package, in source
// order, whose type is one of the named types module/sub.name: the
// struct literals a framework declares its tools with.
func (f *finder) literalsOf(module, sub string, names ...string) iter.Seq[*ast.CompositeLit] {
	return func(yield func(*ast.CompositeLit) bool) {
		for lit := range nodesOf[*ast.CompositeLit](f) {
			typ := f.pass.TypesInfo.TypeOf(lit)
			for _, name := range names {
				if isNamed(typ, module, sub, name) {
					if !yield(lit) {
						return
					}
					break
				}
			}
		}
	}
}

// calls returns the calls of the package, in source order, each with the
// function or method it calls (see callee), nil for a call of a value.
func (f *finder) calls() iter.Seq2[*ast.CallExpr, *types.Func] {
	return func(yield func(*ast.CallExpr, *types.Func) bool) {
		for call := range nodesOf[*ast.CallExpr](f) {
			if !yield(call, f.callee(call)) {
				return
			}
		}
	}
}

// lookupInterface finds the interface type module/sub.name among the
// packages this package depends on.
func (f *finder) lookupInterface(module, sub, name string) *types.Interface {
	for _, p := range f.allPackages() {
		if got, ok := subpackage(p.Path(), module); !ok || got != sub {
			continue
		}
		if obj, ok := p.Scope().Lookup(name).(*types.TypeName); ok {
			if iface, ok := obj.Type().Underlying().(*types.Interface); ok {
				return iface
			}
		}
	}
	return nil
}

func (f *finder) allPackages() []*types.Package {
	var out []*types.Package
	seen := make(map[*types.Package]bool)
	var walk func([]*types.Package)
	walk = func(pkgs []*types.Package) {
		for _, p := range pkgs {
			if !seen[p] {
				seen[p] = true
				out = append(out, p)
				walk(p.Imports())
			}
		}
	}
	walk(f.pass.Pkg.Imports())
	return out
}
