// Package functiontool builds tools from Go functions: a generic
// constructor stores its config and function into a value whose methods
// return them.
package functiontool

import (
	"context"
	"encoding/json"
	"errors"

	"agents/fntool/tool"
)

type Config struct {
	Name        string
	Description string
}

type functionTool[A any] struct {
	config Config
	fn     func(context.Context, A) (map[string]any, error)
}

func New[A any](cfg Config, fn func(context.Context, A) (map[string]any, error)) (tool.CallableTool, error) {
	if cfg.Name == "" {
		return nil, errors.New("a tool needs a name")
	}
	return &functionTool[A]{config: cfg, fn: fn}, nil
}

func (t *functionTool[A]) Name() string           { return t.config.Name }
func (t *functionTool[A]) Description() string    { return t.config.Description }
func (t *functionTool[A]) Schema() map[string]any { return map[string]any{"type": "object"} }
func (t *functionTool[A]) Call(ctx context.Context, args map[string]any) (map[string]any, error) {
	var a A
	b, _ := json.Marshal(args)
	if err := json.Unmarshal(b, &a); err != nil {
		return nil, err
	}
	return t.fn(ctx, a)
}

// NewWithValidation wraps New.
func NewWithValidation[A any](cfg Config, fn func(context.Context, A) (map[string]any, error), validate func(A) error) (tool.CallableTool, error) {
	base, err := New(cfg, fn)
	if err != nil {
		return nil, err
	}
	return &validated[A]{functionTool: base.(*functionTool[A]), validate: validate}, nil
}

type validated[A any] struct {
	*functionTool[A]
	validate func(A) error
}

// A constructor taking the name and description themselves.
type simpleTool struct {
	name, desc string
	run        func(context.Context, map[string]any) (map[string]any, error)
}

func NewSimple(name, desc string, run func(context.Context, map[string]any) (map[string]any, error)) tool.CallableTool {
	return &simpleTool{name: name, desc: desc, run: run}
}

func (t *simpleTool) Name() string           { return t.name }
func (t *simpleTool) Description() string    { return t.desc }
func (t *simpleTool) Schema() map[string]any { return nil }
func (t *simpleTool) Call(ctx context.Context, args map[string]any) (map[string]any, error) {
	return t.run(ctx, args)
}
