// Package spec declares a framework's tool interface whose parameters
// are its own descriptions (a map of ParameterSpec), converted to an
// SDK's tool in a package the implementers never import: a tool
// interface by its shape. Command is a CLI's: its flags are no schema.
package spec

import "context"

type ParameterSpec struct {
	Type        any // a type, or a union of types
	Description string
	Required    bool
}

type Tool interface {
	Name() string
	Description() string
	Parameters() map[string]ParameterSpec
	// Run and Execute are two names for one entry point.
	Run(ctx context.Context, input string) (string, error)
	Execute(ctx context.Context, args string) (string, error)
}

type Flag struct {
	Usage   string
	Default string
}

type Command interface {
	Name() string
	Description() string
	Flags() map[string]Flag
	Execute(ctx context.Context, args string) (string, error)
}
