// Package chat declares a tool interface without a schema, and converts it
// to openai-go's tools itself: the conversion, not the shape, makes it a
// tool interface.
package chat

import (
	"context"

	"github.com/openai/openai-go/v3"
)

type Skill interface {
	Name() string
	Description() string
	Call(ctx context.Context, args string) (string, error)
}

func Tools(skills []Skill) []openai.ChatCompletionToolUnionParam {
	var out []openai.ChatCompletionToolUnionParam
	for _, s := range skills {
		out = append(out, openai.ChatCompletionFunctionTool(openai.FunctionDefinitionParam{
			Name:        s.Name(),
			Description: openai.String(s.Description()),
		}))
	}
	return out
}

type Weather struct{} // want `tool get_weather fw=own\(chat.Skill\) desc="Get the weather for a city." params=- handler=Weather.Call hints=-`

func (Weather) Name() string        { return "get_weather" }
func (Weather) Description() string { return "Get the weather for a city." }
func (Weather) Call(ctx context.Context, args string) (string, error) {
	return "sunny", nil
}
