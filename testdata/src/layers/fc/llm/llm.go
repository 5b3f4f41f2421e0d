// Package llm is an agent application's own tool type, in the vocabulary
// of function calling: a Schema, not MCP's InputSchema, and a resolver
// that takes a callback decoding the model's arguments. The packages
// that convert it to a provider's tools are imported by nobody who
// declares tools.
package llm

import "github.com/google/jsonschema-go/jsonschema"

type Context struct{ UserID string }

// ToolArgumentGetter decodes the model's arguments into args.
type ToolArgumentGetter func(args any) error

type ToolResolver func(ctx *Context, argsGetter ToolArgumentGetter) (string, error)

type Tool struct {
	Name        string
	Description string
	Schema      *jsonschema.Schema
	Resolver    ToolResolver
}

// Command is a chat command: its Schema is a usage line, not a JSON
// schema, so it declares no tool.
type Command struct {
	Name        string
	Description string
	Schema      string
	Run         func(args []string) error
}
