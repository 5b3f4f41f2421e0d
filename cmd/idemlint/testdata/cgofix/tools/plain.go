package tools

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// RegisterPlain declares a tool in a file without cgo: its fix applies.
func RegisterPlain(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("refund_item",
		mcp.WithDescription("Refund an item."),
		mcp.WithString("id", mcp.Required()),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		out, err := pay.Refund(ctx, req.GetString("id", ""), 1)
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return mcp.NewToolResultText(out), nil
	})
}
