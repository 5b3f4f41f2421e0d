// Package ownapi is the server's own framework-neutral tool type (T4).
// It imports no SDK; ownsdk converts it at run time, and the packages
// that declare tools with it never import ownsdk.
package ownapi

import "context"

type Annotations struct {
	ReadOnlyHint   *bool
	IdempotentHint *bool
}

type Tool struct {
	Name        string
	Description string
	Annotations Annotations
}

type Params struct {
	context.Context
	Arguments map[string]any
}

type Result struct {
	Content string
	Error   error
}

// NewResult is an error result exactly when err is not nil.
func NewResult(content string, err error) *Result {
	return &Result{Content: content, Error: err}
}

type ServerTool struct {
	Tool    Tool
	Handler func(Params) (*Result, error)
}
