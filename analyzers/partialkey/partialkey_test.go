package partialkey_test

import (
	"testing"

	"github.com/idemlint/idemlint/analyzers/partialkey"
	"github.com/idemlint/idemlint/internal/checktest"
)

func TestPartialkey(t *testing.T) {
	checktest.Run(t, partialkey.Analyzer,
		"partialkey/mcpgo", "partialkey/gosdk", "partialkey/openaigo", "partialkey/genkit",
		"partialkey/runner") // a runner that hashes the key it is given: the whole input, or a part of it
}
