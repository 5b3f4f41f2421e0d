// Package domain declares the application's tool interface: a name, a
// parameter schema and a run method taking the model's arguments. The
// descriptions live in the agent, which converts the tools to the SDK.
package domain

import "context"

type Tool interface {
	Name() string
	Schema() map[string]any
	Invoke(ctx context.Context, in map[string]any) (any, error)
}

// Plugin has a name, settings and a run method, but its map is a
// configuration, not a parameter schema: no tool.
type Plugin interface {
	Name() string
	Settings() map[string]any
	Run(ctx context.Context, in map[string]any) (any, error)
}
