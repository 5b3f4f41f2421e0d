// Package agent keeps the application's tools in a registry of its own:
// each tool is registered with its handler, converted to go-openai's,
// and run by name.
package agent

import (
	"context"
	"fmt"

	goopenai "github.com/sashabaranov/go-openai"
)

type Tool struct {
	Name        string
	Description string
	Parameters  map[string]any
}

type ToolHandler func(ctx context.Context, in map[string]any) (string, error)

type Registry struct {
	tools    []Tool
	handlers map[string]ToolHandler
}

func (r *Registry) MustRegister(t Tool, h ToolHandler) {
	r.tools = append(r.tools, t)
	r.handlers[t.Name] = h
}

func (r *Registry) Execute(ctx context.Context, name string, in map[string]any) (string, error) {
	h, ok := r.handlers[name]
	if !ok {
		return "", fmt.Errorf("unknown tool %s", name)
	}
	return h(ctx, in)
}

func (r *Registry) Definitions() []goopenai.Tool {
	var out []goopenai.Tool
	for _, t := range r.tools {
		out = append(out, goopenai.Tool{Type: goopenai.ToolTypeFunction, Function: &goopenai.FunctionDefinition{
			Name: t.Name, Description: t.Description, Parameters: t.Parameters,
		}})
	}
	return out
}

// ToolCall is the model's call, as the program keeps it.
type ToolCall struct {
	Name      string
	Arguments map[string]any
}
