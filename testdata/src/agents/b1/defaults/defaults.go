// Package defaults names its tools by a per-instance field that the
// constructor gives a constant default when the configuration leaves it
// empty: the tool's name is the default, the only constant that can
// reach the field (T6 of design/real-shapes.md).
package defaults

import (
	"context"

	"agents/b1/spec"
)

type Config struct {
	Name        string
	Description string
}

type CommandTool struct { // want `tool execute_command fw=own\(spec.Tool\) desc="Execute a shell command." params=command handler=CommandTool.Execute hints=-`
	name string
}

func New(cfg Config) *CommandTool {
	name := cfg.Name
	if name == "" {
		name = "execute_command"
	}
	return &CommandTool{name: name}
}

func (t *CommandTool) Name() string        { return t.name }
func (t *CommandTool) Description() string { return "Execute a shell command." }
func (t *CommandTool) Parameters() map[string]spec.ParameterSpec {
	return map[string]spec.ParameterSpec{"command": {Type: "string"}}
}
func (t *CommandTool) Execute(ctx context.Context, args string) (string, error) { return "", nil }
func (t *CommandTool) Run(ctx context.Context, input string) (string, error) {
	return t.Execute(ctx, input)
}

// NewSearch is a constructor of the tool (an own layer): each call
// declares one, named by its argument, or by the constructor's default
// when the argument is "".
type SearchTool struct {
	name string
}

func NewSearch(name string) *SearchTool {
	if name == "" {
		name = "web_search"
	}
	return &SearchTool{name: name}
}

var (
	Search = NewSearch("")     // want `tool web_search fw=own\(spec.Tool\) desc=<none> params=- handler=none hints=-`
	Find   = NewSearch("find") // want `tool find fw=own\(spec.Tool\) desc=<none> params=- handler=none hints=-`
)

func (t *SearchTool) Name() string        { return t.name }
func (t *SearchTool) Description() string { return "Search the web." }
func (t *SearchTool) Parameters() map[string]spec.ParameterSpec {
	return map[string]spec.ParameterSpec{"query": {Type: "string"}}
}
func (t *SearchTool) Execute(ctx context.Context, args string) (string, error) { return "", nil }
func (t *SearchTool) Run(ctx context.Context, input string) (string, error) {
	return t.Execute(ctx, input)
}

// Two constructors give the field two defaults: no one name.
type EchoTool struct { // want `tool <dynamic> fw=own\(spec.Tool\) desc="Echo." params=text handler=EchoTool.Execute hints=-`
	name string
}

func NewEcho(cfg Config) *EchoTool {
	name := cfg.Name
	if name == "" {
		name = "echo"
	}
	return &EchoTool{name: name}
}

func NewShout(cfg Config) *EchoTool {
	name := cfg.Name
	if name == "" {
		name = "shout"
	}
	return &EchoTool{name: name}
}

func (t *EchoTool) Name() string        { return t.name }
func (t *EchoTool) Description() string { return "Echo." }
func (t *EchoTool) Parameters() map[string]spec.ParameterSpec {
	return map[string]spec.ParameterSpec{"text": {Type: "string"}}
}
func (t *EchoTool) Execute(ctx context.Context, args string) (string, error) { return "", nil }
func (t *EchoTool) Run(ctx context.Context, input string) (string, error) {
	return t.Execute(ctx, input)
}
