// Package llm converts the application's tools to anthropic's.
package llm

import (
	"agents/b1/tooling"

	"github.com/anthropics/anthropic-sdk-go"
)

func Tools(ts []tooling.Tool) []anthropic.ToolUnionParam {
	var out []anthropic.ToolUnionParam
	for _, t := range ts {
		out = append(out, anthropic.ToolUnionParam{OfTool: &anthropic.ToolParam{
			Name:        t.Name(),
			Description: anthropic.String(t.Description()),
			InputSchema: anthropic.ToolInputSchemaParam{Properties: t.Schema()},
		}})
	}
	return out
}
