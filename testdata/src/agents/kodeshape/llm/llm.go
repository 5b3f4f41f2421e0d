// Package llm converts every tool to the provider's tool parameter: a
// name that a condition rewrites is still the tool's name.
package llm

import (
	"unicode"
	"unicode/utf8"

	"agents/kodeshape/types"

	"github.com/anthropics/anthropic-sdk-go"
)

func capitalize(name string) string {
	if name == "" {
		return ""
	}
	r, size := utf8.DecodeRuneInString(name)
	return string(unicode.ToUpper(r)) + name[size:]
}

func ToAnthropic(tools []types.Tool, subscription bool) []anthropic.ToolUnionParam {
	out := make([]anthropic.ToolUnionParam, len(tools))
	for i, tool := range tools {
		name := tool.Name()
		if subscription {
			name = capitalize(name)
		}
		out[i] = anthropic.ToolUnionParam{
			OfTool: &anthropic.ToolParam{
				Name:        name,
				Description: anthropic.String(tool.Description()),
			},
		}
	}
	return out
}
