// Package registry is an application's tool layer: every tool gives its
// SDK definition and runs through the application's own interface, and
// the registry picks the one the model names by comparing names through
// that interface, with no dispatch written on a constant.
package registry

import (
	"context"

	"github.com/tmc/langchaingo/llms"
)

type Tool interface {
	Definition() llms.Tool
	Execute(ctx context.Context, call llms.ToolCall) (*llms.MessageContent, error)
}

type Registry struct{ tools []Tool }

func (r *Registry) Register(t Tool) { r.tools = append(r.tools, t) }

func (r *Registry) Tools() []llms.Tool {
	var out []llms.Tool
	for _, t := range r.tools {
		out = append(out, t.Definition())
	}
	return out
}

func (r *Registry) Run(ctx context.Context, call llms.ToolCall) (*llms.MessageContent, error) {
	for _, t := range r.tools {
		if t.Definition().Function.Name == call.FunctionCall.Name {
			return t.Execute(ctx, call)
		}
	}
	return nil, nil
}
