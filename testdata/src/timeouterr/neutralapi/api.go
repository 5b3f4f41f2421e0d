// Package neutralapi is a server's own tool type (T4) whose results carry
// their error in a field, built by NewToolCallResult (H1).
package neutralapi

import (
	"context"
	"fmt"

	"github.com/google/jsonschema-go/jsonschema"
)

type ToolAnnotations struct {
	ReadOnlyHint   *bool
	IdempotentHint *bool
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
func NewToolCallResult(content string, err error) *ToolCallResult { // want NewToolCallResult:`returns an error result in result 0 built from param \[0 1\] when param 1 is not nil`
	return &ToolCallResult{Content: content, Error: err}
}

// NewTextResult hands its error to NewToolCallResultFull: a helper that
// forwards its error to another is as conditional as that one.
func NewTextResult(text string, err error) *ToolCallResult { // want NewTextResult:`returns an error result in result 0 built from param \[0 1\] when param 1 is not nil`
	return NewToolCallResultFull(text, nil, err)
}

// NewToolCallResultFull is one exactly when err is not nil, with
// structured content beside the text.
func NewToolCallResultFull(text string, structured any, err error) *ToolCallResult { // want NewToolCallResultFull:`returns an error result in result 0 built from param \[0 2\] when param 2 is not nil`
	return &ToolCallResult{Content: text, Error: err}
}

// Failed always is one.
func Failed(msg string, err error) *ToolCallResult { // want Failed:`returns an error result in result 0 built from param \[0 1\]`
	return &ToolCallResult{Content: msg, Error: fmt.Errorf("%s: %w", msg, err)}
}

type ServerTool struct {
	Tool    Tool
	Handler func(params ToolHandlerParams) (*ToolCallResult, error)
}
