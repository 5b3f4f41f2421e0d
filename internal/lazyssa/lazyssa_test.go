package lazyssa

import (
	"bytes"
	"go/token"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"testing"

	"github.com/idemlint/idemlint/internal/noreturn"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/analysistest"
	"golang.org/x/tools/go/analysis/passes/buildssa"
	"golang.org/x/tools/go/packages"
	"golang.org/x/tools/go/ssa"
)

// compare reports, as a diagnostic, each function whose SSA form from
// the shared program differs from buildssa's, and each function lazyssa
// adds that is not a literal of the package initialiser.
var compare = &analysis.Analyzer{
	Name:     "compare",
	Doc:      "compare lazyssa with buildssa",
	Requires: []*analysis.Analyzer{Analyzer, buildssa.Analyzer},
	Run: func(pass *analysis.Pass) (any, error) {
		want := pass.ResultOf[buildssa.Analyzer].(*buildssa.SSA).SrcFuncs
		res := Of(pass).SSA()
		got := res.SrcFuncs
		if len(got) < len(want) {
			pass.Reportf(pass.Files[0].Package, "%d functions, buildssa has %d", len(got), len(want))
			return nil, nil
		}
		for _, fn := range got[len(want):] {
			top := fn
			for top.Parent() != nil && top.Parent().Parent() != nil {
				top = top.Parent()
			}
			if top.Parent() == nil || top.Parent() != res.Pkg.Func("init") {
				pass.Reportf(fn.Pos(), "%s is not buildssa's and not a literal of the package initialiser", fn)
			}
		}
		for i := range want {
			if g, w := text(got[i]), text(want[i]); g != w {
				pass.Reportf(want[i].Pos(), "SSA differs from buildssa's:\n%s\nwant:\n%s", g, w)
			}
		}
		return nil, nil
	},
}

func text(fn *ssa.Function) string {
	var buf bytes.Buffer
	ssa.WriteFunction(&buf, fn)
	return buf.String()
}

// TestSameAsBuildssa checks that the shared program builds each function
// as buildssa does, noreturn calls, generic instances and closures
// included.
func TestSameAsBuildssa(t *testing.T) {
	analysistest.Run(t, analysistest.TestData(), compare, "a", "b", "c", "d")
}

// TestCreatedFromTypes checks the case where a package was created from
// its types, for a package that imports it, before its own SSA was asked
// for: it is then built in a program of its own, the same way.
func TestCreatedFromTypes(t *testing.T) {
	b := load(t, "b")
	a := b.Imports["a"]
	bb, ab := builder(b), builder(a)
	if bb.prog != ab.prog {
		t.Fatal("two programs for one file set")
	}
	bSSA := bb.SSA() // creates a from its types
	aSSA := ab.SSA()
	if aSSA.Pkg.Prog == bSSA.Pkg.Prog {
		t.Error("a was built in the program that holds it from its types")
	}
	if len(aSSA.SrcFuncs) == 0 || aSSA.SrcFuncs[0].Blocks == nil {
		t.Error("a has no functions with bodies")
	}
	// A third package of the same run still gets the shared program.
	if programOf(b.Fset) != bb.prog {
		t.Error("the shared program was lost while its builders live")
	}
}

// TestImportsForTypesAlone checks that an import the package refers to
// only for its types is not created in the program (creating it would
// create a function for each of its methods), while one whose function
// it calls is, and that the SSA is built all the same.
func TestImportsForTypesAlone(t *testing.T) {
	c := load(t, "c")
	b := builder(c)
	res := b.SSA()
	if len(res.SrcFuncs) != 1 || res.SrcFuncs[0].Blocks == nil {
		t.Fatalf("c's SSA: %v", res.SrcFuncs)
	}
	prog := b.prog.prog
	if p := prog.Package(c.Imports["a"].Types); p != nil {
		t.Error("a, imported for its types alone, was created")
	}
	if p := prog.Package(c.Imports["strings"].Types); p == nil {
		t.Error("strings, whose Fields c calls, was not created")
	}
}

// TestInitLiterals checks that the function literals of package-level
// variables' initialisers, which buildssa leaves out, are source
// functions too.
func TestInitLiterals(t *testing.T) {
	res := builder(load(t, "d")).SSA()
	var names []string
	for _, fn := range res.SrcFuncs {
		names = append(names, fn.Name())
	}
	if want := []string{"Read", "init$1"}; !slices.Equal(names, want) {
		t.Errorf("d's source functions are %v, want %v", names, want)
	}
}

// TestDataInits checks that the package initialiser stores the
// package-level variables whose values are not literal data alone, and
// only them.
func TestDataInits(t *testing.T) {
	res := builder(load(t, "d")).SSA()
	init := res.Pkg.Func("init")
	if init == nil {
		t.Fatal("d has no package initialiser")
	}
	var stored []string
	for _, b := range init.Blocks {
		for _, instr := range b.Instrs {
			if st, ok := instr.(*ssa.Store); ok {
				if g, ok := st.Addr.(*ssa.Global); ok {
					stored = append(stored, g.Name())
				}
			}
		}
	}
	slices.Sort(stored)
	if want := []string{"call", "closure", "fieldKeyed", "named", "scalar"}; !slices.Equal(stored, want) {
		t.Errorf("the initialiser stores %v, want %v", stored, want)
	}
	for _, name := range []string{"table", "signed", "nested", "keyed"} {
		if _, ok := res.Pkg.Members[name].(*ssa.Global); !ok {
			t.Errorf("%s is not a global of d's SSA", name)
		}
	}
}

// load loads a package of testdata/src, GOPATH style.
func load(t *testing.T, path string) *packages.Package {
	t.Helper()
	gopath, err := filepath.Abs("testdata")
	if err != nil {
		t.Fatal(err)
	}
	cfg := &packages.Config{Mode: packages.LoadAllSyntax, Dir: filepath.Join("testdata/src", path), Env: append(os.Environ(), "GO111MODULE=off", "GOPATH="+gopath)}
	pkgs, err := packages.Load(cfg, path)
	if err != nil || packages.PrintErrors(pkgs) > 0 {
		t.Fatal("cannot load", path, err)
	}
	return pkgs[0]
}

// builder returns a Builder of the package in the shared program of its
// file set, with no functions known not to return.
func builder(p *packages.Package) *Builder {
	pass := &analysis.Pass{Fset: p.Fset, Pkg: p.Types, Files: p.Syntax, TypesInfo: p.TypesInfo}
	return &Builder{pass: pass, noReturn: new(noreturn.Set), prog: programOf(p.Fset)}
}

// TestForget checks that Forget starts a new program for the file set:
// one kept across a session's analyses would keep the SSA of every
// version of an edited package.
func TestForget(t *testing.T) {
	fset := token.NewFileSet()
	p := programOf(fset)
	if programOf(fset) != p {
		t.Fatalf("two programs for one file set while the first is alive")
	}
	Forget(fset)
	if programOf(fset) == p {
		t.Errorf("Forget: the same program again")
	}
	runtime.KeepAlive(p)
}
