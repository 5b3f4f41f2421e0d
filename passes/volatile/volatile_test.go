package volatile_test

import (
	"testing"

	"github.com/idemlint/idemlint/internal/checktest"
	"github.com/idemlint/idemlint/passes/volatile"
)

// TestFacts checks the Volatile facts of a package and of one that
// imports it, whose facts are computed from the first one's.
func TestFacts(t *testing.T) {
	checktest.Run(t, volatile.Analyzer, "volatile/ids", "volatile/deep")
}
