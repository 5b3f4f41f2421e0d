package directives_test

import (
	"path/filepath"
	"testing"

	"github.com/idemlint/idemlint/analyzers/directives"
	"golang.org/x/tools/go/analysis/analysistest"
)

func TestDirectives(t *testing.T) {
	testdata, err := filepath.Abs("../../testdata")
	if err != nil {
		t.Fatal(err)
	}
	analysistest.Run(t, testdata, directives.Analyzer, "directives")
}
