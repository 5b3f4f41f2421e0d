// Package tooling declares the application's tool interface. It is
// converted to an SDK's tool in package llm, which the implementers never
// import, so no fact can say so: the interface is a tool interface by its
// shape (a name, a description, a JSON schema and a run method).
package tooling

import (
	"context"
	"encoding/json"
)

type Tool interface {
	Name() string
	Description() string
	Schema() map[string]any
	Execute(ctx context.Context, input json.RawMessage) (string, error)
}
