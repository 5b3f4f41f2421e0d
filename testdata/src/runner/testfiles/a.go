// Package testfiles declares one write tool in a.go and one in a_test.go:
// the checks look at the test file only with the tests option.
package testfiles

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type Payments interface {
	Refund(ctx context.Context, orderID string) (string, error)
}

var pay Payments

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("issue_refund",
		mcp.WithDescription("Issue a refund for an order."),
		mcp.WithString("order_id", mcp.Required()),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		id, err := pay.Refund(ctx, req.GetString("order_id", ""))
		if err != nil {
			return nil, err
		}
		return mcp.NewToolResultText(id), nil
	})
}
