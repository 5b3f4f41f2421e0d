// Package checktest runs idemlint's passes and checks on the fixtures of
// the repository's testdata directory, as analysistest does on a
// package's own testdata, wherever in the repository the test runs.
package checktest

import (
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/idemlint/idemlint/config"
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

// WithHygiene runs f with the configuration's hygiene option set: the
// seed's rule, under which the fixtures state every finding, those of
// low harm included.
func WithHygiene(f func()) {
	config.SetOverrides(&config.Config{Hygiene: true})
	defer config.SetOverrides(nil)
	f()
}

// Hygiene checks the fixture packages twice. With the default
// configuration, the // want comments must hold, as in Run. With the
// hygiene option set, each line that ends in a "// hygiene:" comment must
// have exactly one more diagnostic, of Category config.HygieneCategory (check.Hygiene), and the
// findings the wants state must not be of that category.
func Hygiene(t *testing.T, a *analysis.Analyzer, pkgs ...string) {
	t.Helper()
	dir := TestData(t)
	for _, r := range analysistest.Run(t, dir, a, pkgs...) {
		for _, d := range r.Diagnostics {
			if d.Category == config.HygieneCategory {
				t.Errorf("%v: a finding of low harm is reported by default", r.Pass.Fset.Position(d.Pos))
			}
		}
	}
	var results []*analysistest.Result
	WithHygiene(func() { results = analysistest.Run(&quiet{}, dir, a, pkgs...) })
	for _, r := range results {
		lines := make(map[string]int) // file:line of each "// hygiene:" comment -> diagnostics there
		for _, f := range r.Pass.Files {
			for _, cg := range f.Comments {
				for _, c := range cg.List {
					if strings.HasPrefix(c.Text, "// hygiene:") {
						p := r.Pass.Fset.Position(c.Pos())
						lines[fmt.Sprintf("%s:%d", p.Filename, p.Line)] = 0
					}
				}
			}
		}
		if len(lines) == 0 {
			t.Errorf("%s: no line says // hygiene:", r.Pass.Pkg.Path())
		}
		for _, d := range r.Diagnostics {
			p := r.Pass.Fset.Position(d.Pos)
			at := fmt.Sprintf("%s:%d", p.Filename, p.Line)
			n, low := lines[at]
			switch {
			case low && d.Category != config.HygieneCategory:
				t.Errorf("%s: with hygiene, %q has category %q, want %q", at, d.Message, d.Category, config.HygieneCategory)
			case !low && d.Category == config.HygieneCategory:
				t.Errorf("%s: %q is of low harm, but the line says no // hygiene:", at, d.Message)
			}
			if low {
				lines[at] = n + 1
			}
		}
		for at, n := range lines {
			if n != 1 {
				t.Errorf("%s: with hygiene, %d diagnostics on a // hygiene: line, want 1", at, n)
			}
		}
	}
}

// quiet is an analysistest.Testing that ignores what analysistest says:
// with hygiene on, the unstated findings are the point.
type quiet struct{}

func (quiet) Errorf(string, ...any) {}

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
