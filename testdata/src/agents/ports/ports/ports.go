// Package ports is an agent application's tool port: a Tool names itself
// and returns a Definition, and the conversion to an SDK sits in package
// llm, which the skills implementing Tool never import. The shape
// decides: a Definition with a name, a description and a schema, a Name
// method beside it, and a run method taking the model's arguments.
package ports

import "context"

type ToolDefinition struct {
	Name        string
	Description string
	InputSchema map[string]any
}

type ToolResult struct{ Content string }

type Tool interface {
	Name() string
	Definition() ToolDefinition
	Execute(ctx context.Context, input map[string]any) (*ToolResult, error)
}
