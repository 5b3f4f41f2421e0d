// Package bare declares a tool type whose conversion to a model's
// format is written where this program's packages do not see it (a
// provider package imported only by main): its literals are neutral
// tools, known by their shape: a name, a description, a schema held as
// any under a schema's name, and a handler taking the arguments as any.
package bare

import "context"

type Tool struct {
	Name        string
	Description string
	Parameters  any
	Run         func(ctx context.Context, input any) (any, error)
}

// A Command has the fields of a tool, but its handler takes a command
// line: a table of CLI commands, not tools.
type Command struct {
	Name        string
	Description string
	Parameters  any
	Run         func(ctx context.Context, args []string) error
}
