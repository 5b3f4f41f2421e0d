// Package mail declares its tools in a table of its own, which a loop
// turns into another package's tool struct (A2 of
// design/real-shapes.md).
package mail

import (
	"context"
	"encoding/json"

	"agents/a2/registry"
)

type Mail struct{}

func (m *Mail) send(ctx context.Context, args json.RawMessage) (string, error)   { return "sent", nil }
func (m *Mail) list(ctx context.Context, args json.RawMessage) (string, error)   { return "", nil }
func (m *Mail) format(ctx context.Context, args json.RawMessage) (string, error) { return "", nil }

type row struct {
	name, desc string
	run        registry.Handler
}

func (m *Mail) Register(r *registry.Registry) {
	rows := []row{
		{name: "send_mail", desc: "Send a mail.", run: m.send}, // want `tool send_mail fw=own\(registry.Def\) desc="Send a mail." params=- handler=Mail.send hints=-`
		{name: "list_mail", desc: "List mails.", run: m.list},  // want `tool list_mail fw=own\(registry.Def\) desc="List mails." params=- handler=Mail.list hints=-`
	}
	for _, d := range rows {
		r.Add(registry.Def{Name: d.name, Description: d.desc, Handler: d.run})
	}
}

// A renamed copy declares nothing.
func (m *Mail) Prefixed(r *registry.Registry, prefix string) {
	for _, d := range []row{{name: "a", desc: "A.", run: m.format}, {name: "b", desc: "B.", run: m.format}} {
		r.Add(registry.Def{Name: prefix + d.name, Description: d.desc, Handler: d.run})
	}
}
