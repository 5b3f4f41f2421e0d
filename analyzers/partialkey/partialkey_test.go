package partialkey_test

import (
	"path/filepath"
	"testing"

	"github.com/idemlint/idemlint/analyzers/partialkey"
	"golang.org/x/tools/go/analysis/analysistest"
)

func TestPartialkey(t *testing.T) {
	testdata, err := filepath.Abs("../../testdata")
	if err != nil {
		t.Fatal(err)
	}
	analysistest.Run(t, testdata, partialkey.Analyzer,
		"partialkey/mcpgo", "partialkey/gosdk", "partialkey/openaigo", "partialkey/genkit")
}
