// Package engine keeps tools in maps keyed by name and converts them to
// go-openai's and openai-go's tools.
package engine

import (
	"context"

	"github.com/openai/openai-go/v3"
	goopenai "github.com/sashabaranov/go-openai"
)

type Tool struct {
	Instructions string
	Args         map[string]any
	Fn           func(ctx context.Context, args map[string]any) (any, error)
}

func GoOpenAI(tools map[string]Tool) []goopenai.Tool {
	var out []goopenai.Tool
	for name, t := range tools {
		out = append(out, goopenai.Tool{Type: goopenai.ToolTypeFunction, Function: &goopenai.FunctionDefinition{
			Name:        name,
			Description: t.Instructions,
			Parameters:  t.Args,
		}})
	}
	return out
}

func OpenAI(tools map[string]Tool) []openai.ChatCompletionToolUnionParam {
	var out []openai.ChatCompletionToolUnionParam
	for name, t := range tools {
		out = append(out, openai.ChatCompletionFunctionTool(openai.FunctionDefinitionParam{
			Name:        name,
			Description: openai.String(t.Instructions),
		}))
	}
	return out
}
