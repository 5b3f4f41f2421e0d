// Package ledgername keeps its ledger in a registry of its own, reached
// through methods named for it: checkIdempotency looks the key up before
// the send, storeIdempotency records the result after.
package ledgername

import (
	"context"
	"net/http"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type Registry struct{ done map[string]string }

func (r *Registry) Check(id string) (string, bool) { v, ok := r.done[id]; return v, ok }
func (r *Registry) Store(id, result string)        { r.done[id] = result }

type Mailer struct{ reg *Registry }

func (m *Mailer) checkIdempotency(id string) (string, bool) {
	if id == "" {
		return "", false
	}
	return m.reg.Check(id)
}

func (m *Mailer) storeIdempotency(id, result string) {
	if id != "" {
		m.reg.Store(id, result)
	}
}

func (m *Mailer) Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("send_mail", mcp.WithString("body", mcp.Required()), mcp.WithString("send_id")),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			id := req.GetString("send_id", "")
			if r, ok := m.checkIdempotency(id); ok {
				return mcp.NewToolResultText(r), nil
			}
			resp, err := http.Post("https://mail.example/send", "text/plain", strings.NewReader(req.GetString("body", "")))
			if err != nil {
				return nil, err
			}
			resp.Body.Close()
			m.storeIdempotency(id, "sent")
			return mcp.NewToolResultText("sent"), nil
		})

	// The same registry reached through methods whose names say nothing
	// of it: no lookup is seen.
	s.AddTool(mcp.NewTool("send_note", mcp.WithString("body", mcp.Required()), mcp.WithString("send_id")),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			id := req.GetString("send_id", "")
			if r, ok := m.reg.Check(id); ok {
				return mcp.NewToolResultText(r), nil
			}
			resp, err := http.Post("https://mail.example/notes", "text/plain", strings.NewReader(req.GetString("body", ""))) // want `^send_note calls http.Post with no idempotency key and no ledger lookup before it`
			if err != nil {
				return nil, err
			}
			resp.Body.Close()
			m.reg.Store(id, "sent")
			return mcp.NewToolResultText("sent"), nil
		})
}
