// Package provider converts the agent's tools to go-openai's.
package provider

import (
	"agents/uiswitch/tools"

	"github.com/sashabaranov/go-openai"
)

func Convert(ts []tools.BaseTool) []openai.Tool {
	var out []openai.Tool
	for _, t := range ts {
		info := t.Info()
		out = append(out, openai.Tool{Type: openai.ToolTypeFunction, Function: &openai.FunctionDefinition{
			Name: info.Name, Description: info.Description, Parameters: info.Parameters,
		}})
	}
	return out
}
