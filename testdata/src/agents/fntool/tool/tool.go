// Package tool declares an agent framework's own tool interface, which
// its model adapters convert to SDK tools.
package tool

import "context"

type Tool interface {
	Name() string
	Description() string
}

type CallableTool interface {
	Tool
	Schema() map[string]any
	Call(ctx context.Context, args map[string]any) (map[string]any, error)
}
