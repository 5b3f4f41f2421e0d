// Package registry holds tool definitions and converts them to openai-go's
// and anthropic's tools.
package registry

import (
	"context"
	"encoding/json"

	"github.com/anthropics/anthropic-sdk-go"
	"github.com/openai/openai-go/v3"
)

type Handler func(ctx context.Context, args json.RawMessage) (string, error)

type Def struct {
	Name        string
	Description string
	Schema      map[string]any
	Handler     Handler
}

type Registry struct{ defs []Def }

func (r *Registry) Add(d Def) { r.defs = append(r.defs, d) }

func (r *Registry) OpenAI() []openai.ChatCompletionToolUnionParam {
	var out []openai.ChatCompletionToolUnionParam
	for _, d := range r.defs {
		out = append(out, openai.ChatCompletionFunctionTool(openai.FunctionDefinitionParam{
			Name:        d.Name,
			Description: openai.String(d.Description),
			Parameters:  d.Schema,
		}))
	}
	return out
}

func (r *Registry) Anthropic() []anthropic.ToolUnionParam {
	var out []anthropic.ToolUnionParam
	for _, d := range r.defs {
		out = append(out, anthropic.ToolUnionParam{OfTool: &anthropic.ToolParam{
			Name:        d.Name,
			Description: anthropic.String(d.Description),
			InputSchema: anthropic.ToolInputSchemaParam{Properties: d.Schema["properties"]},
		}})
	}
	return out
}
