package volatile_test

import (
	"path/filepath"
	"testing"

	"github.com/idemlint/idemlint/passes/volatile"
	"golang.org/x/tools/go/analysis/analysistest"
)

// TestFacts checks the Volatile facts of a package and of one that
// imports it, whose facts are computed from the first one's.
func TestFacts(t *testing.T) {
	dir, err := filepath.Abs("../../testdata")
	if err != nil {
		t.Fatal(err)
	}
	analysistest.Run(t, dir, volatile.Analyzer, "volatile/ids", "volatile/deep")
}
