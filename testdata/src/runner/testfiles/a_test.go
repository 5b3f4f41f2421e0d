package testfiles

import (
	"context"
	"testing"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// registerFake declares a test double of a write tool.
func registerFake(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("fake_refund",
		mcp.WithDescription("Refund, in tests."),
		mcp.WithString("order_id", mcp.Required()),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		id, err := pay.Refund(ctx, req.GetString("order_id", ""))
		if err != nil {
			return nil, err
		}
		return mcp.NewToolResultText(id), nil
	})
}

func TestRegister(t *testing.T) {
	registerFake(server.NewMCPServer("test", "1"))
}
