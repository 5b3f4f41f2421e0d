// Package tools declares an agent's tools in a generated SDK's wire
// types, one per type, run by the type's Execute.
package tools

import (
	"context"

	"github.com/inference-gateway/sdk"
)

type Result struct{ Text string }

type Tool interface {
	Definition() sdk.ChatCompletionTool
	Execute(ctx context.Context, args map[string]any) (*Result, error)
}

type ScheduleTool struct{ prompt string }

func (t *ScheduleTool) Definition() sdk.ChatCompletionTool {
	description := t.prompt
	return sdk.ChatCompletionTool{
		Type: sdk.Function,
		Function: sdk.FunctionObject{ // want `tool Schedule fw=neutral desc=<dynamic> params=operation,cron handler=ScheduleTool.Execute hints=-`
			Name:        "Schedule",
			Description: &description,
			Parameters: &sdk.FunctionParameters{
				"type": "object",
				"properties": map[string]any{
					"operation": map[string]any{"type": "string"},
					"cron":      map[string]any{"type": "string"},
				},
			},
		},
	}
}

func (t *ScheduleTool) Execute(ctx context.Context, args map[string]any) (*Result, error) {
	return &Result{Text: "scheduled"}, nil
}

var _ Tool = (*ScheduleTool)(nil)

// A wire type with no schema names no tool (a tool choice: force the
// model to call Schedule).
var choice = sdk.FunctionObject{Name: "Schedule"}
