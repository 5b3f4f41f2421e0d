// Package tools declares an agent application's own framework-neutral
// tool type, which other packages convert to SDK tools at run time.
package tools

import (
	"context"
	"encoding/json"
)

type ToolAnnotations struct {
	ReadOnlyHint    bool
	DestructiveHint *bool
}

type ToolCall struct{ Name, Arguments string }

type ToolCallResult struct{ Output string }

type ToolHandler func(ctx context.Context, tc ToolCall) (*ToolCallResult, error)

type Tool struct {
	Name        string
	Description string
	Parameters  map[string]any
	Annotations ToolAnnotations
	Handler     ToolHandler
}

// NewHandler adapts a handler of typed arguments.
func NewHandler[T any](fn func(context.Context, T) (*ToolCallResult, error)) ToolHandler {
	return func(ctx context.Context, tc ToolCall) (*ToolCallResult, error) {
		var p T
		if err := json.Unmarshal([]byte(tc.Arguments), &p); err != nil {
			return nil, err
		}
		return fn(ctx, p)
	}
}
