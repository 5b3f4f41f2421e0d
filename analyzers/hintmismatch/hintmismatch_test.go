package hintmismatch_test

import (
	"path/filepath"
	"testing"

	"github.com/idemlint/idemlint/analyzers/hintmismatch"
	"golang.org/x/tools/go/analysis/analysistest"
)

func TestHintmismatch(t *testing.T) {
	testdata, err := filepath.Abs("../../testdata")
	if err != nil {
		t.Fatal(err)
	}
	analysistest.RunWithSuggestedFixes(t, testdata, hintmismatch.Analyzer,
		"hintmismatch/mcpgo", "hintmismatch/gosdk", "hintmismatch/openaigo", "hintmismatch/langchaingo",
		"hintmismatch/helpers", "hintmismatch/rpcread", "hintmismatch/t2mcpgo/handlers", "hintmismatch/t2mcpgo/server",
		"hintmismatch/t2gosdk/handlers", "hintmismatch/t2gosdk/server")
}
