// Package flat hand-rolls function calling: its own flat tool type,
// sent to the model as it is, and a switch on the called function's name
// that runs each call. A literal declares a tool only with a JSON schema
// and a dispatch on a call's name.
package flat

import (
	"context"
	"net/http"
	"strings"
)

type Tool struct {
	Name        string         `json:"name"`
	Description string         `json:"description"`
	Parameters  map[string]any `json:"parameters"`
}

type ToolCall struct {
	ID        string
	Function  string
	Arguments map[string]any
}

func Tools() []Tool {
	return []Tool{
		{ // want `tool book_slot fw=neutral desc="Book a slot." params=slot handler=Agent.bookSlot hints=-`
			Name: "book_slot", Description: "Book a slot.",
			Parameters: map[string]any{"type": "object", "properties": map[string]any{"slot": map[string]any{"type": "string"}}},
		},
		{ // want `tool free_slots fw=neutral desc="List free slots." params=- handler=case hints=-`
			Name: "free_slots", Description: "List free slots.",
			Parameters: map[string]any{"type": "object"},
		},
		// No schema: a menu entry, whatever switch names it.
		{Name: "help", Description: "Show help."},
		// No dispatch on a call's name selects it: switch mode below.
		{Name: "archive", Description: "Archive.", Parameters: map[string]any{"type": "object"}},
	}
}

type Agent struct{ base string }

func (a *Agent) RunAll(ctx context.Context, calls []ToolCall) {
	for _, c := range calls {
		_, _ = a.execute(ctx, c.Function, c.Arguments)
	}
}

func (a *Agent) execute(ctx context.Context, function string, args map[string]any) (string, error) {
	switch function {
	case "book_slot":
		return a.bookSlot(ctx, args)
	case "free_slots":
		return "[]", nil
	case "help":
		return "help", nil
	}
	return "", nil
}

func (a *Agent) Mode(mode string) string {
	switch mode {
	case "archive":
		return "archived"
	}
	return ""
}

func (a *Agent) bookSlot(ctx context.Context, args map[string]any) (string, error) {
	resp, err := http.Post(a.base+"/bookings", "application/json", strings.NewReader("{}"))
	if err != nil {
		return "", err
	}
	return "booked", resp.Body.Close()
}
