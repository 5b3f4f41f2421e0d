package toolkit

import (
	"github.com/firebase/genkit/go/ai"
	"github.com/firebase/genkit/go/genkit"
)

func Define[In, Out any](g *genkit.Genkit, name, desc string, fn func(*ai.ToolContext, In) (Out, error)) *ai.ToolDef[In, Out] {
	return genkit.DefineTool(g, name, desc, fn)
}

type CancelIn struct {
	Booking string `json:"booking"`
}

// Cancel is a genkit tool function that another package defines (T2).
func Cancel(ctx *ai.ToolContext, in CancelIn) (string, error) { return "", nil } // want `handler body fw=genkit handler=Cancel`
