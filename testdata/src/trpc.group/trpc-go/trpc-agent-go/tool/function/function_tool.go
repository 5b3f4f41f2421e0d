// Package function is a stub of
// trpc.group/trpc-go/trpc-agent-go/tool/function, read from the module's
// source at commit 0e352fdd (after v1.11.2).
package function

import (
	"context"

	"trpc.group/trpc-go/trpc-agent-go/tool"
)

type FunctionTool[I, O any] struct {
	name        string
	description string
	fn          func(context.Context, I) (O, error)
}

type Option func(*functionToolOptions)

type functionToolOptions struct {
	name        string
	description string
	longRunning bool
	inputSchema *tool.Schema
}

func WithName(name string) Option { return func(o *functionToolOptions) { o.name = name } }

func WithDescription(description string) Option {
	return func(o *functionToolOptions) { o.description = description }
}

func WithLongRunning(longRunning bool) Option {
	return func(o *functionToolOptions) { o.longRunning = longRunning }
}

func WithInputSchema(schema *tool.Schema) Option {
	return func(o *functionToolOptions) { o.inputSchema = schema }
}

func NewFunctionTool[I, O any](fn func(context.Context, I) (O, error), opts ...Option) *FunctionTool[I, O] {
	return &FunctionTool[I, O]{fn: fn}
}

func (ft *FunctionTool[I, O]) Call(ctx context.Context, jsonArgs []byte) (any, error) {
	return nil, nil
}

func (ft *FunctionTool[I, O]) Declaration() *tool.Declaration { return &tool.Declaration{} }

type StreamableFunctionTool[I, O any] struct{}

func NewStreamableFunctionTool[I, O any](fn func(context.Context, I) (*tool.StreamReader, error), opts ...Option) *StreamableFunctionTool[I, O] {
	return &StreamableFunctionTool[I, O]{}
}
