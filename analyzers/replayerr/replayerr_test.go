package replayerr_test

import (
	"path/filepath"
	"testing"

	"github.com/idemlint/idemlint/analyzers/replayerr"
	"golang.org/x/tools/go/analysis/analysistest"
)

func TestReplayerr(t *testing.T) {
	testdata, err := filepath.Abs("../../testdata")
	if err != nil {
		t.Fatal(err)
	}
	analysistest.Run(t, testdata, replayerr.Analyzer,
		"replayerr/mcpgo", "replayerr/helpers", "replayerr/gosdk", "replayerr/openaigo", "replayerr/langchaingo", "replayerr/genkit")
}
