// Package llm is an application's own model SDK: its Tool carries a
// name, a description, a schema held as any and a function taking the
// decoded arguments as any. It converts them to a provider's wire
// format itself; no framework idemlint knows is involved, so the tool
// type is known by its shape.
package llm

import (
	"context"
	"encoding/json"
)

type ExecContext struct {
	context.Context
	CallID string
}

type ExecuteFunc func(ctx *ExecContext, input any) (any, error)

type Tool struct {
	Name        string      `json:"name"`
	Description string      `json:"description,omitempty"`
	Parameters  any         `json:"parameters"`
	Execute     ExecuteFunc `json:"-"`
}

type wireFunction struct {
	Name        string `json:"name"`
	Description string `json:"description"`
	Parameters  any    `json:"parameters"`
}

type wireTool struct {
	Type     string       `json:"type"`
	Function wireFunction `json:"function"`
}

func Encode(tools []Tool) ([]byte, error) {
	out := make([]wireTool, 0, len(tools))
	for _, t := range tools {
		out = append(out, wireTool{Type: "function", Function: wireFunction{Name: t.Name, Description: t.Description, Parameters: t.Parameters}})
	}
	return json.Marshal(out)
}

// A Command is a lookalike: a name, a description, a field named
// Parameters, but its function takes the command line and returns
// nothing to a model. Not a tool type.
type Command struct {
	Name        string
	Description string
	Parameters  any
	Run         func(args []string)
}
