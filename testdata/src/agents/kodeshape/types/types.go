// Package types is an agent application's own tool abstraction: every
// tool gives its name, description and schema, validates its input, and
// runs the call; providers' packages convert it generically.
package types

import (
	"context"

	"github.com/invopop/jsonschema"
)

type State interface {
	WorkingDir() string
}

type Result interface {
	IsError() bool
	AssistantFacing() string
}

type Tool interface {
	GenerateSchema() *jsonschema.Schema
	Name() string
	Description() string
	ValidateInput(state State, parameters string) error
	Execute(ctx context.Context, state State, parameters string) Result
	TracingKVs(parameters string) ([]string, error)
}
