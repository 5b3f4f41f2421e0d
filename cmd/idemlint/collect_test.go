package main

import (
	"os"
	"strings"
	"testing"

	"github.com/idemlint/idemlint/internal/checker"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/packages"
)

// TestPanicReported checks that when an analyzer panics in a
// prerequisite of a check, the command prints the panic and its stack
// once, besides the check's failed prerequisite, and fails.
func TestPanicReported(t *testing.T) {
	pkgs, err := packages.Load(&packages.Config{Mode: packages.LoadAllSyntax}, "errors")
	if err != nil || len(pkgs) != 1 {
		t.Fatalf("loading errors: %v, %d packages", err, len(pkgs))
	}
	panicking := &analysis.Analyzer{Name: "panicking", Doc: "panics",
		Run: func(*analysis.Pass) (any, error) { panic("boom") }}
	check := func(name string) *analysis.Analyzer {
		return &analysis.Analyzer{Name: name, Doc: name, Requires: []*analysis.Analyzer{panicking},
			Run: func(*analysis.Pass) (any, error) { return nil, nil }}
	}
	graph, err := checker.Analyze([]*analysis.Analyzer{check("first"), check("second")}, pkgs)
	if err != nil {
		t.Fatal(err)
	}

	stderr, err := os.CreateTemp(t.TempDir(), "stderr")
	if err != nil {
		t.Fatal(err)
	}
	saved := os.Stderr
	os.Stderr = stderr
	findings, failed := collect(graph)
	os.Stderr = saved
	out, err := os.ReadFile(stderr.Name())
	if err != nil {
		t.Fatal(err)
	}
	text := string(out)

	if !failed || len(findings) != 0 {
		t.Errorf("collect = %d findings, failed %v; want none, failed", len(findings), failed)
	}
	if n := strings.Count(text, "idemlint: errors: panicking: internal error: panic: boom"); n != 1 {
		t.Errorf("the panic is printed %d times, want once:\n%s", n, text)
	}
	if !strings.Contains(text, "collect_test.go") {
		t.Errorf("the panic's stack is not printed:\n%s", text)
	}
	for _, root := range []string{"first", "second"} {
		if want := "idemlint: errors: " + root + ": failed prerequisites: panicking@errors"; !strings.Contains(text, want) {
			t.Errorf("stderr lacks %q:\n%s", want, text)
		}
	}
}
