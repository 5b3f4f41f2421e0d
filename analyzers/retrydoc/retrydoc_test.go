package retrydoc_test

import (
	"path/filepath"
	"testing"

	"github.com/idemlint/idemlint/analyzers/retrydoc"
	"golang.org/x/tools/go/analysis/analysistest"
)

func TestRetrydoc(t *testing.T) {
	testdata, err := filepath.Abs("../../testdata")
	if err != nil {
		t.Fatal(err)
	}
	analysistest.RunWithSuggestedFixes(t, testdata, retrydoc.Analyzer,
		"retrydoc/mcpgo", "retrydoc/gosdk", "retrydoc/openaigo", "retrydoc/langchaingo",
		"retrydoc/goopenai", "retrydoc/anthropic", "retrydoc/eino", "retrydoc/genkit", "retrydoc/adk", "retrydoc/genai",
		"retrydoc/helpers", "retrydoc/t2mcpgo/handlers", "retrydoc/t2mcpgo/server",
		"retrydoc/t2gosdk/handlers", "retrydoc/t2gosdk/server")
}
