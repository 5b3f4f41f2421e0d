// Package session runs each tool's body in a closure that a helper
// calls once it has a session, returning what the closure returns: the
// closure's returns are the tool's.
package session

import (
	"context"
	"net/http"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type Session struct{ C *http.Client }

func withSession(ctx context.Context, fn func(*Session) (*mcp.CallToolResult, error)) (*mcp.CallToolResult, error) {
	if ctx.Err() != nil {
		return mcp.NewToolResultError("no session"), nil
	}
	return fn(&Session{C: http.DefaultClient})
}

// background runs the closure and answers for it: its returns are not
// the tool's.
func background(fn func(*Session) (*mcp.CallToolResult, error)) {
	go func() { _, _ = fn(&Session{C: http.DefaultClient}) }()
}

func payHandler(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	inv := req.GetString("invoice", "")
	return withSession(ctx, func(s *Session) (*mcp.CallToolResult, error) {
		resp, err := s.C.Post("https://billing.example/pay", "application/json", strings.NewReader(inv))
		if err != nil {
			return mcp.NewToolResultError("payment failed"), nil // want `a timeout from Post is returned as a failure, but the write may have happened`
		}
		resp.Body.Close()
		return mcp.NewToolResultText("paid"), nil
	})
}

func queueHandler(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	background(func(s *Session) (*mcp.CallToolResult, error) {
		resp, err := s.C.Post("https://billing.example/queue", "application/json", nil)
		if err != nil {
			return mcp.NewToolResultError("queue failed"), nil
		}
		resp.Body.Close()
		return mcp.NewToolResultText("queued"), nil
	})
	return mcp.NewToolResultText("accepted"), nil
}

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("pay", mcp.WithDescription("Pay an invoice."), mcp.WithString("invoice", mcp.Required())), payHandler)
	s.AddTool(mcp.NewTool("queue_payment", mcp.WithDescription("Queue a payment.")), queueHandler)
}
