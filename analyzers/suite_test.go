package analyzers_test

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/idemlint/idemlint/analyzers"
	"github.com/idemlint/idemlint/config"
	"github.com/idemlint/idemlint/internal/checkdocs"
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

// TestDocsUpToDate checks that docs/checks/NAME.md is what doc.go says.
func TestDocsUpToDate(t *testing.T) {
	for _, a := range analyzers.Suite {
		if a == config.Analyzer {
			continue
		}
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
