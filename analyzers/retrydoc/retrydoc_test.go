package retrydoc_test

import (
	"testing"

	"github.com/idemlint/idemlint/analyzers/retrydoc"
	"github.com/idemlint/idemlint/internal/checktest"
)

func TestRetrydoc(t *testing.T) {
	checktest.WithHygiene(func() { retrydocFixtures(t) })
}

// TestHygiene checks that the missing retry sentence of a tool that is
// safe to call again is of low harm: reported only with the hygiene
// option (issue 29), where a non-idempotent tool's is reported by default.
func TestHygiene(t *testing.T) {
	checktest.Hygiene(t, retrydoc.Analyzer, "retrydoc/hygiene", "retrydoc/sidewrite", "retrydoc/refused", "retrydoc/inprocess", "retrydoc/lazystore", "retrydoc/bodynamed/server")
}

// TestAuditRow: an audit row a helper records and drops the failure of
// makes no write tool alone, even with the hygiene option, unless the
// tool's name says it writes.
func TestAuditRow(t *testing.T) {
	checktest.WithHygiene(func() { checktest.Run(t, retrydoc.Analyzer, "retrydoc/auditrow") })
}

func retrydocFixtures(t *testing.T) {
	checktest.RunWithSuggestedFixes(t, retrydoc.Analyzer,
		"retrydoc/mcpgo", "retrydoc/gosdk", "retrydoc/openaigo", "retrydoc/langchaingo",
		"retrydoc/goopenai", "retrydoc/anthropic", "retrydoc/eino", "retrydoc/genkit", "retrydoc/adk", "retrydoc/genai",
		"retrydoc/helpers", "retrydoc/t2mcpgo/handlers", "retrydoc/t2mcpgo/server",
		"retrydoc/t2gosdk/handlers", "retrydoc/t2gosdk/server",
		"retrydoc/t2shared/handlers", "retrydoc/t2shared/server", // one handler, a tool in each package
		"retrydoc/t7/tools", "retrydoc/t7/server",
		"retrydoc/reg/api", "retrydoc/reg/tools", "retrydoc/reg/cmd",
		"retrydoc/authorhint", // a sentence that does not contradict idempotentHint: false
		"retrydoc/noop", "retrydoc/gone",
		"retrydoc/sideagain",                                   // a side write that acts again: the sentence says so
		"retrydoc/xdispatch/defs", "retrydoc/xdispatch/server", // a tool declared there and dispatched here: no fix
		"retrydoc/docupdate", // an update document the model sends is not taken for idempotent
		"retrydoc/pattern",   // a name and a description made by a format
	)
}
