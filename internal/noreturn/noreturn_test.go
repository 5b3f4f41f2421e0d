package noreturn_test

import (
	"go/types"
	"os"
	"path/filepath"
	"reflect"
	"sync"
	"testing"

	"github.com/idemlint/idemlint/internal/bodies"
	"github.com/idemlint/idemlint/internal/checker"
	"github.com/idemlint/idemlint/internal/loader"
	"github.com/idemlint/idemlint/internal/noreturn"
	"github.com/idemlint/idemlint/passes/tools"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/analysistest"
	xchecker "golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/analysis/passes/ctrlflow"
	"golang.org/x/tools/go/packages"
)

func TestFacts(t *testing.T) {
	analysistest.Run(t, analysistest.TestData(), noreturn.Analyzer, "a", "b", "c")
}

// TestUncheckedBodies checks that the verdicts on packages type-checked
// without their function bodies are those on the checked bodies, for
// every function of the standard library and of fixture c.
func TestUncheckedBodies(t *testing.T) {
	if testing.Short() {
		t.Skip("type-checks the standard library twice")
	}
	gopath, err := filepath.Abs(filepath.Join("testdata"))
	if err != nil {
		t.Fatal(err)
	}
	cfg := packages.Config{Dir: filepath.Join(gopath, "src", "c"), Env: append(os.Environ(), "GOPATH="+gopath, "GO111MODULE=off", "GOFLAGS=")}
	patterns := []string{"std", "c"}
	checked := neverReturn(t, cfg, patterns, nil)
	unchecked := neverReturn(t, cfg, patterns, func([]*packages.Package) func(*packages.Package) bool {
		return func(*packages.Package) bool { return true }
	})
	if !checked["os.Exit"] || !checked["(*c.Server).Die"] {
		t.Fatalf("os.Exit or (*c.Server).Die not found among %d functions that never return", len(checked))
	}
	sameVerdicts(t, checked, unchecked)
}

// TestUnreadBodies loads the module of every framework idemlint knows
// (cmd/idemlint/testdata/frameworks) with the bodies bodies.Unread skips
// and with all of them, and requires the same verdicts.
func TestUnreadBodies(t *testing.T) {
	if testing.Short() {
		t.Skip("loads the real frameworks from the module proxy, twice")
	}
	dir, err := filepath.Abs(filepath.Join("..", "..", "cmd", "idemlint", "testdata", "frameworks"))
	if err != nil {
		t.Fatal(err)
	}
	cfg := packages.Config{Dir: dir, Env: append(os.Environ(), "GOWORK=off", "GOFLAGS=-mod=mod")}
	skipped := make(map[string]int)
	var mu sync.Mutex // the loader checks packages in parallel
	checked := neverReturn(t, cfg, []string{"./..."}, nil)
	unchecked := neverReturn(t, cfg, []string{"./..."}, func(initial []*packages.Package) func(*packages.Package) bool {
		unread := bodies.Unread(initial)
		return func(p *packages.Package) bool {
			if !unread(p) {
				return false
			}
			kind := "std"
			if tools.InFrameworkAPI(p.PkgPath) {
				kind = "framework"
			}
			mu.Lock()
			skipped[kind]++
			mu.Unlock()
			return true
		}
	})
	if skipped["framework"] < 20 || skipped["std"] < 100 {
		t.Fatalf("packages checked without bodies: %v, want at least 20 of frameworks and 100 of std", skipped)
	}
	sameVerdicts(t, checked, unchecked)
}

// neverReturn loads patterns, checking without their bodies the packages
// that skip (if not nil) returns for the initial packages, and returns
// the functions that never return of every package loaded.
func neverReturn(t *testing.T, cfg packages.Config, patterns []string, skip func(initial []*packages.Package) func(*packages.Package) bool) map[string]bool {
	t.Helper()
	initial, ld, err := loader.Metadata(cfg, patterns...)
	if err != nil {
		t.Fatal(err)
	}
	ld.SkipObjectResolution = true
	if skip != nil {
		ld.IgnoreFuncBodies = skip(initial)
	}
	var all []*packages.Package
	packages.Visit(initial, nil, func(p *packages.Package) { all = append(all, p) })
	graph, err := checker.AnalyzeLoading([]*analysis.Analyzer{listNoReturn}, all, initial, ld)
	if err != nil {
		t.Fatal(err)
	}
	if n := packages.PrintErrors(initial); n > 0 {
		t.Fatalf("%d errors loading", n)
	}
	never := make(map[string]bool)
	for _, act := range graph.Roots {
		if act.Err != nil {
			t.Fatalf("%s: %v", act, act.Err)
		}
		for _, name := range act.Result.([]string) {
			never[name] = true
		}
	}
	return never
}

// sameVerdicts compares the functions that never return by their checked
// bodies and by their unchecked ones.
func sameVerdicts(t *testing.T, checked, unchecked map[string]bool) {
	t.Helper()
	for name := range checked {
		if !unchecked[name] {
			t.Errorf("%s never returns, but not by its unchecked body", name)
		}
	}
	for name := range unchecked {
		if !checked[name] {
			t.Errorf("%s never returns by its unchecked body only", name)
		}
	}
	t.Logf("%d functions never return", len(checked))
}

// listNoReturn lists the functions and methods a package declares that
// never return.
var listNoReturn = &analysis.Analyzer{
	Name:       "listnoreturn",
	Doc:        "list the functions that never return",
	Requires:   []*analysis.Analyzer{noreturn.Analyzer},
	ResultType: reflect.TypeFor[[]string](),
	Run: func(pass *analysis.Pass) (any, error) {
		set := pass.ResultOf[noreturn.Analyzer].(*noreturn.Set)
		var names []string
		for fn := range set.All() {
			if fn.Pkg() == pass.Pkg {
				names = append(names, fn.FullName())
			}
		}
		return names, nil
	},
}

// TestAgreesWithCtrlflow compares the set with ctrlflow's noReturn facts on
// real packages, where the functions that never return are many and varied.
func TestAgreesWithCtrlflow(t *testing.T) {
	if testing.Short() {
		t.Skip("type-checks part of the standard library")
	}
	compare := &analysis.Analyzer{
		Name:       "compare",
		Doc:        "compare noreturn with ctrlflow",
		Requires:   []*analysis.Analyzer{noreturn.Analyzer, ctrlflow.Analyzer},
		ResultType: reflect.TypeFor[[]string](),
		Run: func(pass *analysis.Pass) (any, error) {
			ours := pass.ResultOf[noreturn.Analyzer].(*noreturn.Set)
			theirs := pass.ResultOf[ctrlflow.Analyzer].(*ctrlflow.CFGs)
			var diffs []string
			var count int
			for _, name := range pass.Pkg.Scope().Names() {
				for _, fn := range funcsOf(pass.Pkg.Scope().Lookup(name)) {
					if ours.Has(fn) != theirs.NoReturn(fn) {
						diffs = append(diffs, fn.FullName())
					}
					if ours.Has(fn) {
						count++
					}
				}
			}
			if count == 0 && pass.Pkg.Path() == "log" {
				diffs = append(diffs, "log: no function found that never returns")
			}
			return diffs, nil
		},
	}
	pkgs, err := packages.Load(&packages.Config{Mode: packages.LoadAllSyntax}, "log", "testing", "flag", "net/http")
	if err != nil {
		t.Fatal(err)
	}
	graph, err := xchecker.Analyze([]*analysis.Analyzer{compare}, pkgs, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, act := range graph.Roots {
		if act.Err != nil {
			t.Fatalf("%s: %v", act.Package, act.Err)
		}
		for _, d := range act.Result.([]string) {
			t.Errorf("%s: noreturn and ctrlflow disagree on %s", act.Package, d)
		}
	}
}

// funcsOf returns the function, or the type's methods, an object declares.
func funcsOf(obj types.Object) []*types.Func {
	switch obj := obj.(type) {
	case *types.Func:
		return []*types.Func{obj}
	case *types.TypeName:
		if named, ok := obj.Type().(*types.Named); ok {
			var fns []*types.Func
			for i := range named.NumMethods() {
				fns = append(fns, named.Method(i))
			}
			return fns
		}
	}
	return nil
}
