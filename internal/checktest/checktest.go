// Package checktest runs idemlint's passes and checks on the fixtures of
// the repository's testdata directory, as analysistest does on a
// package's own testdata, wherever in the repository the test runs.
package checktest

import (
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/analysistest"
)

// TestData returns the absolute path of the repository's testdata
// directory: the GOPATH whose src holds the fixture packages and the
// framework stubs they import. It is what analysistest.TestData is to a
// package with a testdata directory of its own; analysistest and go
// list need it absolute.
func TestData(t testing.TB) string {
	t.Helper()
	dir, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	// A test runs in its package's directory, somewhere below go.mod.
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return filepath.Join(dir, "testdata")
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			t.Fatal("no go.mod above the test's directory")
		}
		dir = parent
	}
}

// Run is analysistest.Run on fixture packages of the repository's
// testdata.
func Run(t *testing.T, a *analysis.Analyzer, pkgs ...string) []*analysistest.Result {
	t.Helper()
	return analysistest.Run(t, TestData(t), a, pkgs...)
}

// RunWithSuggestedFixes is analysistest.RunWithSuggestedFixes on fixture
// packages of the repository's testdata.
func RunWithSuggestedFixes(t *testing.T, a *analysis.Analyzer, pkgs ...string) []*analysistest.Result {
	t.Helper()
	return analysistest.RunWithSuggestedFixes(t, TestData(t), a, pkgs...)
}

// Gate returns an analyzer for a test of a pass's cheap test before SSA:
// it reports "no SSA needed" at the package clause of each package for
// which needsSSA is false. It requires what the pass requires.
func Gate(pass *analysis.Analyzer, needsSSA func(*analysis.Pass) bool) *analysis.Analyzer {
	return &analysis.Analyzer{
		Name:       "gate",
		Doc:        "report packages for which " + pass.Name + " builds no SSA",
		Requires:   pass.Requires,
		ResultType: reflect.TypeFor[bool](),
		Run: func(p *analysis.Pass) (any, error) {
			needed := needsSSA(p)
			if !needed {
				p.Reportf(p.Files[0].Package, "no SSA needed")
			}
			return needed, nil
		},
	}
}
