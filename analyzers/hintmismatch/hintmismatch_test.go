package hintmismatch_test

import (
	"testing"

	"github.com/idemlint/idemlint/analyzers/hintmismatch"
	"github.com/idemlint/idemlint/internal/checktest"
)

func TestHintmismatch(t *testing.T) {
	checktest.RunWithSuggestedFixes(t, hintmismatch.Analyzer,
		"hintmismatch/mcpgo", "hintmismatch/gosdk", "hintmismatch/openaigo", "hintmismatch/langchaingo",
		"hintmismatch/helpers", "hintmismatch/rpcread", "hintmismatch/session", "hintmismatch/transport", "hintmismatch/verbyield", "hintmismatch/t2mcpgo/handlers", "hintmismatch/t2mcpgo/server", "hintmismatch/t7/tools", "hintmismatch/t7/server",
		"hintmismatch/t2gosdk/handlers", "hintmismatch/t2gosdk/server", "hintmismatch/gomcp")
}
