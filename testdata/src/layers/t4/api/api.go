// Package api is a server's own framework-neutral tool type (T4): it
// never imports an SDK, and the package that converts it to one
// (mcpserver) is imported by nobody who declares tools.
package api

import (
	"context"

	"github.com/google/jsonschema-go/jsonschema"
)

type ToolAnnotations struct {
	Title           string
	ReadOnlyHint    *bool
	DestructiveHint *bool
	IdempotentHint  *bool
}

type Tool struct {
	Name        string
	Description string
	Annotations ToolAnnotations
	InputSchema *jsonschema.Schema
}

type ToolHandlerParams struct {
	context.Context
	Arguments map[string]any
}

func (p ToolHandlerParams) GetArguments() map[string]any { return p.Arguments }

type ToolCallResult struct {
	Content string
	Error   error
}

// NewToolCallResult is an error result exactly when err is not nil.
func NewToolCallResult(content string, err error) *ToolCallResult {
	return &ToolCallResult{Content: content, Error: err}
}

type ToolHandlerFunc func(params ToolHandlerParams) (*ToolCallResult, error)

type ServerTool struct {
	Tool         Tool
	Handler      ToolHandlerFunc
	ClusterAware *bool
}

// Entry has a tool's name and description but no handler: a menu entry.
type Entry struct {
	Name        string
	Description string
	InputSchema *jsonschema.Schema
}
