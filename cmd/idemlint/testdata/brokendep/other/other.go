// Package other does not import jsonish: it is checked as ever.
package other

import (
	"context"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type Mailer interface {
	Send(ctx context.Context, to, body string) (string, error)
}

var mail Mailer

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("send_mail",
		mcp.WithDescription("Send a mail."),
		mcp.WithString("to", mcp.Required()),
		mcp.WithString("body", mcp.Required()),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		ctx, cancel := context.WithTimeout(ctx, 10*time.Second)
		defer cancel()
		id, err := mail.Send(ctx, req.GetString("to", ""), req.GetString("body", ""))
		if err != nil {
			return nil, err
		}
		return mcp.NewToolResultText(id), nil
	})
}
