package nolookup_test

import (
	"path/filepath"
	"testing"

	"github.com/idemlint/idemlint/analyzers/nolookup"
	"golang.org/x/tools/go/analysis/analysistest"
)

func TestNolookup(t *testing.T) {
	testdata, err := filepath.Abs("../../testdata")
	if err != nil {
		t.Fatal(err)
	}
	analysistest.Run(t, testdata, nolookup.Analyzer,
		"nolookup/mcpgo", "nolookup/gosdk", "nolookup/openaigo", "nolookup/langchaingo", "nolookup/repeat",
		"nolookup/nested", // issue 10, H4: a key slot nested in the request protects the write
		"nolookup/t2/handlers", "nolookup/t2/server")
}
