package lostresult_test

import (
	"testing"

	"github.com/idemlint/idemlint/analyzers/lostresult"
	"github.com/idemlint/idemlint/internal/checktest"
)

// TestLostresult states every finding, those of low harm included.
func TestLostresult(t *testing.T) {
	checktest.WithHygiene(func() {
		checktest.Run(t, lostresult.Analyzer,
			"lostresult/mcpgo", "lostresult/helpers", "lostresult/gosdk", "lostresult/openaigo", "lostresult/langchaingo", "lostresult/eino",
			"lostresult/undo",                            // a write undone before the error returns
			"lostresult/chained",                         // a write whose error surfaces in a method of its result
			"lostresult/fluent",                          // a generated client's request: the later failure is Execute's, not a setter's
			"lostresult/txcommit",                        // a write in a transaction succeeds at its Commit
			"lostresult/missing",                         // a create under a read that found nothing does not act twice
			"lostresult/dropped",                         // a later step whose failure is dropped
			"lostresult/accessor",                        // a later step reached through an accessor fails in the call on what it returns
			"lostresult/tailhelper",                      // a helper whose results the handler returns: its failure after its write is the tool's
			"lostresult/decode/cli", "lostresult/decode", // reading back what the write answered is no later step
		)
	})
}

// TestHygiene checks that a lost result the agent's retry gets back (the
// write is idempotent, or protected by a key, a ledger or a state check)
// is of low harm: reported only with the hygiene option (issue 29).
func TestHygiene(t *testing.T) {
	checktest.Hygiene(t, lostresult.Analyzer, "lostresult/hygiene")
}
