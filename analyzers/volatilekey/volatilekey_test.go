package volatilekey_test

import (
	"testing"

	"github.com/idemlint/idemlint/analyzers/volatilekey"
	"github.com/idemlint/idemlint/internal/checktest"
)

func TestVolatilekey(t *testing.T) {
	checktest.Run(t, volatilekey.Analyzer,
		"volatilekey/mcpgo", "volatilekey/gosdk", "volatilekey/openaigo", "volatilekey/genkit",
		"volatilekey/gotd",    // Telegram's RandomID is a slot
		"volatilekey/helpers", // issue 10, H3: helpers of this package and of others, by their facts
	)
}
