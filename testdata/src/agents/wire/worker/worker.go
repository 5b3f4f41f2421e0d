// Package worker declares the runtime's built-in tools as literals of the
// application's own request type and dispatches their calls by name.
package worker

import (
	"context"
	"fmt"
	"net/http"
	"strings"

	"agents/wire/provider"
)

type Worker struct{ client *http.Client }

func (w *Worker) internalDefs() []provider.ToolDefinition {
	return []provider.ToolDefinition{
		{
			Type: "function",
			Function: provider.ToolFunctionDefinition{ // want `tool runtime.current_time fw=neutral desc="Return the current time." params=timezone handler=currentTime hints=-`
				Name:        "runtime.current_time",
				Description: "Return the current time.",
				Parameters:  map[string]any{"type": "object", "properties": map[string]any{"timezone": map[string]any{"type": "string"}}},
			},
		},
		{
			Type: "function",
			Function: provider.ToolFunctionDefinition{ // want `tool runtime.run_workflow fw=neutral desc="Run a workflow." params=workflow_id handler=case hints=-`
				Name:        "runtime.run_workflow",
				Description: "Run a workflow.",
				Parameters:  map[string]any{"type": "object", "properties": map[string]any{"workflow_id": map[string]any{"type": "string"}}},
			},
		},
	}
}

func (w *Worker) executeInternal(ctx context.Context, call provider.ToolCall) (string, error) {
	switch call.Function.Name {
	case "runtime.current_time":
		return currentTime(call.Function.Arguments)
	case "runtime.run_workflow":
		id, _ := call.Function.Arguments["workflow_id"].(string)
		if strings.TrimSpace(id) == "" {
			return "", fmt.Errorf("workflow_id is required")
		}
		req, _ := http.NewRequestWithContext(ctx, http.MethodPost, "https://flows.example/run/"+id, nil)
		if _, err := w.client.Do(req); err != nil {
			return "", err
		}
		return "started", nil
	}
	return "", fmt.Errorf("unknown tool %s", call.Function.Name)
}

func currentTime(args map[string]any) (string, error) { return "now", nil }

// Converting the registry's tools: names computed, declared elsewhere.
func convert(names, descs []string) []provider.ToolDefinition {
	var out []provider.ToolDefinition
	for i := range names {
		out = append(out, provider.ToolDefinition{Type: "function", Function: provider.ToolFunctionDefinition{Name: names[i], Description: descs[i]}})
	}
	return out
}

// A CLI's commands and a catalogue's entries never reach a tool list.
var commands = []provider.Command{
	{Type: "builtin", Function: provider.CommandSpec{Name: "serve", Description: "Serve the API.", Flags: map[string]string{"port": "8080"}}},
}

var entries = []provider.Entry{
	{Function: provider.ToolFunctionDefinition{Name: "lookup", Description: "Look up.", Parameters: map[string]any{"type": "object"}}, Weight: 1},
}

var widgets = []provider.Widget{
	{Type: "button", Function: provider.WidgetSpec{Name: "submit", Description: "Submit the form.", Value: map[string]any{"type": "object"}}},
}

var _, _, _, _ = convert, commands, entries, widgets

// A second hand-written wire type, whose schema field is any.
func rentalDefs() []provider.ToolDef {
	return []provider.ToolDef{
		{Type: "function", Function: provider.FuncDef{ // want `tool rent_house fw=neutral desc="Rent a house." params=house_id handler=case hints=-`
			Name:        "rent_house",
			Description: "Rent a house.",
			Parameters:  map[string]interface{}{"type": "object", "properties": map[string]interface{}{"house_id": map[string]interface{}{"type": "string"}}},
		}},
	}
}

func executeRental(ctx context.Context, name string, args map[string]any) (string, error) {
	switch name {
	case "rent_house":
		id, _ := args["house_id"].(string)
		req, _ := http.NewRequestWithContext(ctx, http.MethodPost, "https://rent.example/houses/"+id+"/rent", nil)
		if _, err := http.DefaultClient.Do(req); err != nil {
			return "", err
		}
		return "rented", nil
	}
	return "", fmt.Errorf("unknown tool %s", name)
}
