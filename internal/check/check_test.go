package check_test

import (
	"go/ast"
	"testing"

	"github.com/idemlint/idemlint/config"
	"github.com/idemlint/idemlint/internal/check"
	"github.com/idemlint/idemlint/internal/checktest"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/analysistest"
)

// probe reports the package clause and every package-level var, each
// twice and once more through ReportOnce with another message: the
// runner reports each once.
var probe = &analysis.Analyzer{
	Name:     "probe",
	Doc:      "probe the runner",
	Requires: []*analysis.Analyzer{config.Analyzer},
	Run: check.Run(func(r *check.Runner) error {
		if r.Pass.Pkg.Name() == "main" { // the generated test main
			return nil
		}
		for _, f := range r.Files() {
			r.ReportRangef(f.Name, "package %s", f.Name.Name)
			for _, d := range f.Decls {
				g, ok := d.(*ast.GenDecl)
				if !ok {
					continue
				}
				for _, s := range g.Specs {
					v, ok := s.(*ast.ValueSpec)
					if !ok {
						continue
					}
					name := v.Names[0]
					d := analysis.Diagnostic{Pos: name.Pos(), End: name.End(), Message: "var " + name.Name}
					r.Report(nil, d)
					r.Report(nil, d)
					d.Message = "a second finding at the same place"
					r.ReportOnce(nil, d)
				}
			}
		}
		return nil
	}),
}

// TestRunner checks the ignores, the dedup and that test files are left
// out (analysistest hands over the test files, like go vet).
func TestRunner(t *testing.T) {
	checktest.Run(t, probe, "runner/probe")
}

// TestDisabled checks that a disabled check reports nothing, not even its
// unused ignores.
func TestDisabled(t *testing.T) {
	config.SetOverrides(&config.Config{Checks: config.Checks{Disable: []string{"probe"}}})
	defer config.SetOverrides(nil)
	for _, r := range analysistest.Run(&quiet{t}, checktest.TestData(t), probe, "runner/probe") {
		if len(r.Diagnostics) > 0 {
			t.Errorf("disabled, the check reports %d diagnostics in %s", len(r.Diagnostics), r.Pass.Pkg.Path())
		}
	}
}

// TestTests checks that with the tests setting the test files count.
func TestTests(t *testing.T) {
	config.SetOverrides(&config.Config{Tests: true})
	defer config.SetOverrides(nil)
	found := false
	for _, r := range analysistest.Run(&quiet{t}, checktest.TestData(t), probe, "runner/probe") {
		for _, d := range r.Diagnostics {
			found = found || d.Message == "var inTest"
		}
	}
	if !found {
		t.Errorf("with tests, the var in a_test.go is not reported")
	}
}

// quiet drops analysistest's complaints about unexpected or missing
// diagnostics: the test checks them itself.
type quiet struct{ *testing.T }

func (q *quiet) Errorf(string, ...any) {}

// TestMemo checks that a memo is built once per key and runner.
func TestMemo(t *testing.T) {
	type a struct{}
	type b struct{}
	builds := 0
	build := func() any { builds++; return builds }
	r := new(check.Runner)
	if first, again := r.Memo(a{}, build), r.Memo(a{}, build); first != 1 || again != 1 {
		t.Errorf("Memo(a) gave %v then %v, want 1 both times", first, again)
	}
	if other := r.Memo(b{}, build); other != 2 {
		t.Errorf("Memo(b) gave %v, want a value of its own (2)", other)
	}
	if fresh := new(check.Runner).Memo(a{}, build); fresh != 3 {
		t.Errorf("another runner's Memo(a) gave %v, want a value of its own (3)", fresh)
	}
}
