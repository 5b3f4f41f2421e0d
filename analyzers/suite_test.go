package analyzers_test

import (
	"bytes"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/idemlint/idemlint/analyzers"
	"github.com/idemlint/idemlint/config"
	"github.com/idemlint/idemlint/internal/checkdocs"
	"github.com/idemlint/idemlint/internal/directive"
	"golang.org/x/tools/go/analysis"
)

func TestSuiteValid(t *testing.T) {
	if err := analysis.Validate(analyzers.Suite); err != nil {
		t.Fatal(err)
	}
	for _, a := range analyzers.Suite {
		title, _, _ := strings.Cut(a.Doc, "\n\n")
		if title == "" || strings.HasSuffix(title, ".") || strings.ToLower(title[:1]) != title[:1] {
			t.Errorf("%s: Doc title %q must be lower case without a final period", a.Name, title)
		}
		if a.URL == "" {
			t.Errorf("%s: no URL", a.Name)
		}
	}
}

// TestChecks checks what the runner (internal/check) relies on: the
// configuration's reporter comes first, every check requires the
// configuration, and every check's name is one //idemlint:ignore accepts.
func TestChecks(t *testing.T) {
	if analyzers.Suite[0] != config.Reporter || len(analyzers.Checks) != len(analyzers.Suite)-1 {
		t.Fatal("Suite must start with config.Reporter, and Checks be the rest")
	}
	for i, a := range analyzers.Checks {
		if !slices.Contains(a.Requires, config.Analyzer) {
			t.Errorf("%s does not require config.Analyzer: checks.enable and checks.disable cannot reach it", a.Name)
		}
		if analyzers.Names[i] != a.Name {
			t.Errorf("Names[%d] = %q, want %q", i, analyzers.Names[i], a.Name)
		}
		if !slices.Contains(directive.Checks, a.Name) {
			t.Errorf("//idemlint:ignore %s would be reported as naming an unknown check", a.Name)
		}
	}
}

// TestReportThroughRunner checks that no check reports around the runner
// (internal/check), which is what applies checks.disable and
// //idemlint:ignore.
func TestReportThroughRunner(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("*", "*.go"))
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		data, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		for _, call := range []string{"pass.Report(", "pass.Reportf(", "pass.ReportRangef(", "Pass.Report"} {
			if bytes.Contains(data, []byte(call)) {
				t.Errorf("%s calls %s: report through the check.Runner", name, call)
			}
		}
		if !bytes.Contains(data, []byte("check.New(")) && !bytes.Contains(data, []byte("check.Run(")) && !bytes.Contains(data, []byte("check.Start(")) && bytes.Contains(data, []byte("var Analyzer = ")) {
			t.Errorf("%s: the Analyzer is not made by check.New and its Run does not use check.Run or check.Start", name)
		}
	}
}

// TestDocsUpToDate checks that docs/checks/NAME.md is what doc.go says.
func TestDocsUpToDate(t *testing.T) {
	for _, a := range analyzers.Checks {
		want, err := checkdocs.Page(a.Name, a.Name)
		if err != nil {
			t.Fatal(err)
		}
		got, err := os.ReadFile(filepath.Join("..", "docs", "checks", a.Name+".md"))
		if err != nil || !bytes.Equal(got, want) {
			t.Errorf("docs/checks/%s.md is out of date: run go generate ./analyzers", a.Name)
		}
	}
}
