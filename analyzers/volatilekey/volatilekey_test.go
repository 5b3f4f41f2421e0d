package volatilekey_test

import (
	"path/filepath"
	"testing"

	"github.com/idemlint/idemlint/analyzers/volatilekey"
	"golang.org/x/tools/go/analysis/analysistest"
)

func TestVolatilekey(t *testing.T) {
	testdata, err := filepath.Abs("../../testdata")
	if err != nil {
		t.Fatal(err)
	}
	analysistest.Run(t, testdata, volatilekey.Analyzer,
		"volatilekey/mcpgo", "volatilekey/gosdk", "volatilekey/openaigo", "volatilekey/genkit",
		"volatilekey/helpers", // issue 10, H3: helpers of this package and of others, by their facts
	)
}
