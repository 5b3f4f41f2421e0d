// Package builtin implements the application's tools.
package builtin

import (
	"context"

	"agents/jsonmapvar/tools"
)

type CreateTicket struct{} // want `tool create_ticket fw=own\(tools.Tool\) desc="Create a helpdesk ticket." params=- handler=CreateTicket.Execute hints=-`

func (CreateTicket) Name() string { return "create_ticket" }

func (CreateTicket) Description() string { return "Create a helpdesk ticket." }

func (CreateTicket) Parameters() *tools.Schema { return &tools.Schema{Type: "object"} }

func (CreateTicket) Execute(ctx context.Context, args map[string]any) (map[string]any, error) {
	return map[string]any{"ok": true}, nil
}
