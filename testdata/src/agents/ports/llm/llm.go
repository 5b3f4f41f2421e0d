// Package llm converts the port's definitions to go-openai's tools.
package llm

import (
	"agents/ports/ports"

	"github.com/sashabaranov/go-openai"
)

func ToOpenAI(defs []ports.ToolDefinition) []openai.Tool {
	var out []openai.Tool
	for _, d := range defs {
		out = append(out, openai.Tool{Type: openai.ToolTypeFunction,
			Function: &openai.FunctionDefinition{Name: d.Name, Description: d.Description, Parameters: d.InputSchema}})
	}
	return out
}
