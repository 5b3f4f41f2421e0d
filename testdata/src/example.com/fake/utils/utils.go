// Package utils is a lookalike of eino's components/tool/utils package at
// another import path, with an InferTool of the same shape.
package utils

import "context"

type Tool interface {
	Name() string
	Run(ctx context.Context, argumentsInJSON string) (string, error)
}

type Option func(*options)

type options struct{ strict bool }

func WithStrict() Option { return func(o *options) { o.strict = true } }

func InferTool[T, D any](toolName, toolDesc string, fn func(ctx context.Context, input T) (D, error), opts ...Option) (Tool, error) {
	return &inferred{name: toolName}, nil
}

type inferred struct{ name string }

func (t *inferred) Name() string { return t.name }

func (t *inferred) Run(ctx context.Context, argumentsInJSON string) (string, error) { return "", nil }
