package noreturn_test

import (
	"go/types"
	"reflect"
	"testing"

	"github.com/idemlint/idemlint/internal/noreturn"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/analysistest"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/analysis/passes/ctrlflow"
	"golang.org/x/tools/go/packages"
)

func TestFacts(t *testing.T) {
	analysistest.Run(t, analysistest.TestData(), noreturn.Analyzer, "a", "b")
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
	graph, err := checker.Analyze([]*analysis.Analyzer{compare}, pkgs, nil)
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
