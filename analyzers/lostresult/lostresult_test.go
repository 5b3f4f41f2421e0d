package lostresult_test

import (
	"path/filepath"
	"testing"

	"github.com/idemlint/idemlint/analyzers/lostresult"
	"golang.org/x/tools/go/analysis/analysistest"
)

func TestLostresult(t *testing.T) {
	testdata, err := filepath.Abs("../../testdata")
	if err != nil {
		t.Fatal(err)
	}
	analysistest.Run(t, testdata, lostresult.Analyzer,
		"lostresult/mcpgo", "lostresult/helpers", "lostresult/gosdk", "lostresult/openaigo", "lostresult/langchaingo", "lostresult/eino")
}
