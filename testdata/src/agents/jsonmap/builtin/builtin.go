// Package builtin implements the application's tools.
package builtin

import (
	"context"

	"agents/jsonmap/tools"
)

type RemindTool struct{}

func (RemindTool) Definition() tools.Definition {
	return tools.Definition{ // want `tool schedule_reminder fw=own\(tools.Tool\) desc="Schedule a reminder." params=text,at handler=RemindTool.Execute hints=-`
		Name:        "schedule_reminder",
		Description: "Schedule a reminder.",
		Parameters: []tools.Param{
			{Name: "text", Type: "string", Required: true},
			{Name: "at", Type: "string", Description: "When, in RFC 3339."},
		},
	}
}

func (RemindTool) Execute(ctx context.Context, call tools.Call) tools.Result {
	text, _ := call.Args["text"].(string)
	return tools.Result{Output: "scheduled " + text}
}
