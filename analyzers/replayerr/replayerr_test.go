package replayerr_test

import (
	"testing"

	"github.com/idemlint/idemlint/analyzers/replayerr"
	"github.com/idemlint/idemlint/internal/checktest"
)

func TestReplayerr(t *testing.T) {
	checktest.Run(t, replayerr.Analyzer,
		"replayerr/mcpgo", "replayerr/helpers", "replayerr/gosdk", "replayerr/openaigo", "replayerr/langchaingo", "replayerr/genkit")
}
