package toolkit

import (
	"github.com/firebase/genkit/go/ai"
	"github.com/firebase/genkit/go/genkit"
)

func Define[In, Out any](g *genkit.Genkit, name, desc string, fn func(*ai.ToolContext, In) (Out, error)) *ai.ToolDef[In, Out] {
	return genkit.DefineTool(g, name, desc, fn)
}
