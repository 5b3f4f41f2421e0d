// Package foundguard holds tools whose service checks for an existing
// record before it creates one, in another package.
package foundguard

import (
	"context"

	"nolookup/foundguard/catalog"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

var svc *catalog.Service

func Register(s *server.MCPServer) {
	// The service fails where it finds the name: a retry is refused, of
	// low harm.
	s.AddTool(mcp.NewTool("create_category", mcp.WithString("name", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			c, err := svc.Create(req.GetString("name", "")) // hygiene: `^create_category calls Create with no lookup of an earlier result before it; its own check for an existing one rejects a repeat, so a retried call whose first attempt succeeded fails with a conflict instead of returning that result$`
			if err != nil {
				return mcp.NewToolResultError(err.Error()), nil
			}
			return mcp.NewToolResultText(c.Name), nil
		})

	// The service returns what it finds: silent.
	s.AddTool(mcp.NewTool("ensure_category", mcp.WithString("name", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			c, err := svc.Ensure(req.GetString("name", ""))
			if err != nil {
				return mcp.NewToolResultError(err.Error()), nil
			}
			return mcp.NewToolResultText(c.Name), nil
		})

	// No check at all: a retry posts a second comment.
	s.AddTool(mcp.NewTool("comment_category", mcp.WithString("category", mcp.Required()), mcp.WithString("text", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if err := svc.Comment(req.GetString("category", ""), req.GetString("text", "")); err != nil { // want `^comment_category calls Comment with no idempotency key and no ledger lookup before it; a retried call acts twice$`
				return mcp.NewToolResultError(err.Error()), nil
			}
			return mcp.NewToolResultText("ok"), nil
		})
}
