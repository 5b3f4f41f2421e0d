// Package lazyssa defines an Analyzer whose result builds the SSA form of
// a package when first asked for it, and never otherwise.
//
// idemlint's passes export facts, so they run on every package of the
// program, the standard library and every dependency included. Requiring
// buildssa there builds SSA for all of them, and keeps it, although most
// packages cannot reach a write, hold no tool and test for no timeout:
// measured, that alone cost about twice the load's time and memory. Each
// pass asks lazyssa only once a cheap test on syntax, types and facts says
// the package can change its answer. The SSA is built the way buildssa
// builds it (one program per package, noreturn functions from ctrlflow),
// so every consumer of one package sees the same functions.
package lazyssa

import (
	"go/ast"
	"go/build"
	"go/types"
	"path/filepath"
	"reflect"
	"strings"
	"sync"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/passes/buildssa"
	"golang.org/x/tools/go/analysis/passes/ctrlflow"
	"golang.org/x/tools/go/ssa"
)

// Analyzer provides a *Builder; it builds nothing itself.
var Analyzer = &analysis.Analyzer{
	Name:       "lazyssa",
	Doc:        "build a package's SSA form on first request",
	URL:        "https://pkg.go.dev/github.com/idemlint/idemlint/internal/lazyssa",
	Requires:   []*analysis.Analyzer{ctrlflow.Analyzer},
	ResultType: reflect.TypeFor[*Builder](),
	Run: func(pass *analysis.Pass) (any, error) {
		return &Builder{pass: pass, cfgs: pass.ResultOf[ctrlflow.Analyzer].(*ctrlflow.CFGs)}, nil
	},
}

// A Builder builds one package's SSA form once, on first request; it is
// safe for concurrent use by the passes of that package.
type Builder struct {
	pass *analysis.Pass
	cfgs *ctrlflow.CFGs
	once sync.Once
	ssa  *buildssa.SSA
}

// Of returns the Builder of the package a pass analyses; the pass's
// analyzer must require Analyzer.
func Of(pass *analysis.Pass) *Builder {
	return pass.ResultOf[Analyzer].(*Builder)
}

// SSA returns the package's SSA form, building it on the first call.
func (b *Builder) SSA() *buildssa.SSA {
	b.once.Do(b.build)
	return b.ssa
}

func (b *Builder) build() {
	pass := b.pass
	prog := ssa.NewProgram(pass.Fset, 0)
	prog.SetNoReturn(b.cfgs.NoReturn)
	for _, p := range pass.Pkg.Imports() {
		prog.CreatePackage(p, nil, nil, true)
	}
	pkg := prog.CreatePackage(pass.Pkg, pass.Files, pass.TypesInfo, false)
	pkg.Build()
	var funcs []*ssa.Function
	var add func(*ssa.Function)
	add = func(fn *ssa.Function) {
		funcs = append(funcs, fn)
		for _, anon := range fn.AnonFuncs {
			add(anon)
		}
	}
	for _, file := range pass.Files {
		for _, decl := range file.Decls {
			if fd, ok := decl.(*ast.FuncDecl); ok {
				if fn, ok := pass.TypesInfo.Defs[fd.Name].(*types.Func); ok {
					if f := prog.FuncValue(fn); f != nil {
						add(f)
					}
				}
			}
		}
	}
	b.ssa = &buildssa.SSA{Pkg: pkg, SrcFuncs: funcs}
}

// InGOROOT reports whether the package is part of the Go distribution.
// The standard library's writes, timeout tests and volatile sources are
// primitives the passes know by name, and it declares no tool, so no
// pass builds its SSA.
func InGOROOT(pass *analysis.Pass) bool {
	if len(pass.Files) == 0 || build.Default.GOROOT == "" {
		return false
	}
	name := pass.Fset.File(pass.Files[0].Pos()).Name()
	return strings.HasPrefix(name, filepath.Join(build.Default.GOROOT, "src")+string(filepath.Separator))
}

// Uses reports whether the package's syntax refers to an object, not a
// universe one, for which used returns true.
func Uses(pass *analysis.Pass, used func(types.Object) bool) bool {
	for _, obj := range pass.TypesInfo.Uses {
		if obj.Pkg() != nil && used(obj) {
			return true
		}
	}
	return false
}
