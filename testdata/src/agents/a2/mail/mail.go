// Package mail declares its tools in a table and picks each handler by
// name in a helper the registration loop calls.
package mail

import (
	"context"
	"encoding/json"

	"agents/a2/registry"
)

var sendSchema = map[string]any{"type": "object", "properties": map[string]any{"to": map[string]any{"type": "string"}}}

var mailTools = []registry.Def{
	{Name: "send_email", Description: "Send an email.", Schema: sendSchema}, // want `tool send_email fw=own\(registry.Def\) desc="Send an email." params=to handler=Mail.send hints=-`
	{Name: "list_inbox", Description: "List messages."},                     // want `tool list_inbox fw=own\(registry.Def\) desc="List messages." params=- handler=Mail.list hints=-`
}

type Mail struct{}

func (m *Mail) Register(r *registry.Registry) {
	for _, d := range mailTools {
		d.Handler = m.handler(d.Name)
		r.Add(d)
	}
}

func (m *Mail) handler(name string) registry.Handler {
	switch name {
	case "send_email":
		return m.send
	case "list_inbox":
		return m.list
	}
	return nil
}

func (m *Mail) send(ctx context.Context, args json.RawMessage) (string, error) { return "sent", nil }
func (m *Mail) list(ctx context.Context, args json.RawMessage) (string, error) { return "", nil }

// A literal whose name is computed is a copy, not a declaration.
func Renamed(d registry.Def, prefix string) registry.Def {
	return registry.Def{Name: prefix + d.Name, Description: d.Description, Handler: d.Handler}
}
