package volatile_test

import (
	"os"
	"slices"
	"testing"

	"github.com/idemlint/idemlint/internal/checktest"
	"github.com/idemlint/idemlint/passes/volatile"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"
)

// TestDependency checks that a package of a versioned module is
// summarised for ids only: its helpers over uuid and crypto/rand get the
// fact, its clock, counter and atomic helpers do not. The same package as
// code being built (no version) gets all of them.
func TestDependency(t *testing.T) {
	all := []string{"Hit", "NewString", "NewV7", "Next", "Stamp", "Token"}
	for _, tc := range []struct {
		version string
		want    []string
	}{
		{"", all},
		{"v1.4.0", []string{"NewString", "NewV7", "Token"}},
	} {
		cfg := &packages.Config{
			Mode: packages.LoadAllSyntax | packages.NeedModule,
			Dir:  checktest.TestData(t),
			Env:  append(os.Environ(), "GO111MODULE=off", "GOPATH="+checktest.TestData(t)),
		}
		pkgs, err := packages.Load(cfg, "volatile/ids")
		if err != nil || packages.PrintErrors(pkgs) > 0 {
			t.Fatal("cannot load volatile/ids", err)
		}
		if tc.version != "" {
			pkgs[0].Module = &packages.Module{Path: "example.com/ids", Version: tc.version}
		}
		graph, err := checker.Analyze([]*analysis.Analyzer{volatile.Analyzer}, pkgs, nil)
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, act := range graph.Roots {
			if act.Err != nil {
				t.Fatal(act.Err)
			}
			for _, f := range act.AllObjectFacts() {
				if f.Object.Pkg() == act.Package.Types {
					got = append(got, f.Object.Name())
				}
			}
		}
		slices.Sort(got)
		if !slices.Equal(got, tc.want) {
			t.Errorf("version %q: facts on %v, want %v", tc.version, got, tc.want)
		}
	}
}
