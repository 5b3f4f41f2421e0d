// Package refund is an example program inside the framework's own module
// (not part of mcp-go's real API): a server written with mcp-go, whose
// tools are found like any server's.
package refund

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Register adds the example's tool.
func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("issue_refund", // want `tool issue_refund fw=mcp-go desc="Issue a refund." params=order_id handler=literal hints=-`
		mcp.WithDescription("Issue a refund."),
		mcp.WithString("order_id", mcp.Required()),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return mcp.NewToolResultText("refunded " + req.GetString("order_id", "")), nil
	})
}
