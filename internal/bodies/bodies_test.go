package bodies_test

import (
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"github.com/idemlint/idemlint/internal/bodies"
	"github.com/idemlint/idemlint/internal/checker"
	"github.com/idemlint/idemlint/internal/loader"
	"github.com/idemlint/idemlint/internal/noreturn"
	"github.com/idemlint/idemlint/passes/tools"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/packages"
)

// TestSameNoReturn loads the module of every framework idemlint knows
// (cmd/idemlint/testdata/frameworks) with the bodies Unread skips and
// with all of them, and requires the same functions that never return:
// noreturn judges the skipped ones from their declarations.
func TestSameNoReturn(t *testing.T) {
	if testing.Short() {
		t.Skip("loads the real frameworks from the module proxy, twice")
	}
	dir, err := filepath.Abs(filepath.Join("..", "..", "cmd", "idemlint", "testdata", "frameworks"))
	if err != nil {
		t.Fatal(err)
	}
	cfg := packages.Config{Dir: dir, Env: append(os.Environ(), "GOWORK=off", "GOFLAGS=-mod=mod")}
	verdicts := func(skip bool) (never map[string]bool, skipped map[string]int) {
		initial, ld, err := loader.Metadata(cfg, "./...")
		if err != nil {
			t.Fatal(err)
		}
		ld.SkipObjectResolution = true
		unread := bodies.Unread(initial)
		skipped = make(map[string]int)
		ld.IgnoreFuncBodies = func(p *packages.Package) bool {
			if !unread(p) {
				return false
			}
			kind := "std"
			if tools.InFrameworkAPI(p.PkgPath) {
				kind = "framework"
			}
			skipped[kind]++
			return skip
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
		never = make(map[string]bool)
		for _, act := range graph.Roots {
			if act.Err != nil {
				t.Fatalf("%s: %v", act, act.Err)
			}
			for _, name := range act.Result.([]string) {
				never[name] = true
			}
		}
		return never, skipped
	}
	checked, _ := verdicts(false)
	unchecked, skipped := verdicts(true)
	if skipped["framework"] < 20 || skipped["std"] < 100 {
		t.Fatalf("packages checked without bodies: %v, want at least 20 of frameworks and 100 of std", skipped)
	}
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
	t.Logf("%d functions never return; %v packages checked without bodies", len(checked), skipped)
}

// listNoReturn lists the functions a package declares that never return.
var listNoReturn = &analysis.Analyzer{
	Name:       "listnoreturn",
	Doc:        "list the functions that never return",
	Requires:   []*analysis.Analyzer{noreturn.Analyzer},
	ResultType: reflect.TypeFor[[]string](),
	Run: func(pass *analysis.Pass) (any, error) {
		var names []string
		for fn := range pass.ResultOf[noreturn.Analyzer].(*noreturn.Set).All() {
			if fn.Pkg() == pass.Pkg {
				names = append(names, fn.FullName())
			}
		}
		return names, nil
	},
}
