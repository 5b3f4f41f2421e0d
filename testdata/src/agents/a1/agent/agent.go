// Package agent hands every action to the model: a conversion of tools
// declared elsewhere, not a declaration.
package agent

import (
	"agents/a1/agenttypes"

	"github.com/sashabaranov/go-openai"
)

func Tools(actions []agenttypes.Action) []openai.Tool {
	var out []openai.Tool
	for _, a := range actions {
		out = append(out, openai.Tool{Type: openai.ToolTypeFunction, Function: a.Definition().ToFunction()})
	}
	return out
}

// Inline conversion in another package: also not a declaration.
func Inline(actions []agenttypes.Action) []openai.FunctionDefinition {
	var out []openai.FunctionDefinition
	for _, a := range actions {
		def := a.Definition()
		out = append(out, openai.FunctionDefinition{Name: string(def.Name), Description: def.Description})
	}
	return out
}
