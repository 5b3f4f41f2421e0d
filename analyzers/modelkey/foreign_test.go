package modelkey_test

import (
	"testing"

	"github.com/idemlint/idemlint/analyzers/modelkey"
	"github.com/idemlint/idemlint/internal/checktest"
)

// TestForeign checks a tool declared in one package whose handler is a
// method of another (design/real-shapes.md T2): the model's key is
// reported at the declaration, from the facts about the handler, with no
// fix (the handler is not the declaring package's to edit), and the
// handler's own package, which sees its body but not its parameters,
// says nothing.
func TestForeign(t *testing.T) {
	for _, r := range checktest.Run(t, modelkey.Analyzer, "modelkey/t2mcpgo/handlers", "modelkey/t2mcpgo/server") {
		for _, d := range r.Diagnostics {
			if len(d.SuggestedFixes) > 0 {
				t.Errorf("%s: a fix for a handler of another package", r.Pass.Fset.Position(d.Pos))
			}
		}
	}
}
