// Package mail declares its tools in a table and picks each handler by
// name in a helper the registration loop calls.
package mail

import (
	"context"
	"encoding/json"
	"net/smtp"

	"example.com/agents/registry"
)

var sendSchema = map[string]any{"type": "object", "properties": map[string]any{"to": map[string]any{"type": "string"}}}

var mailTools = []registry.Def{
	{Name: "send_email", Description: "Send an email.", Schema: sendSchema},
	{Name: "list_inbox", Description: "List messages. Read-only: safe to retry."},
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

func (m *Mail) send(ctx context.Context, args json.RawMessage) (string, error) {
	var in struct{ To string }
	if err := json.Unmarshal(args, &in); err != nil {
		return "", err
	}
	if err := smtp.SendMail("smtp.example.com:587", nil, "agent@example.com", []string{in.To}, []byte("hello")); err != nil {
		return "", err
	}
	return "sent", nil
}

func (m *Mail) list(ctx context.Context, args json.RawMessage) (string, error) { return "", nil }
