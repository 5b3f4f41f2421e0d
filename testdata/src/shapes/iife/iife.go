// Package iife is package original with the handler made by an
// immediately called closure.
package iife

import (
	"context"
	"fmt"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type Payments interface {
	Refund(ctx context.Context, orderID string, cents int64) (string, error)
}

var pay Payments

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("refund_order",
		mcp.WithDescription("Refund an order."),
		mcp.WithString("order_id", mcp.Required()),
		mcp.WithNumber("amount", mcp.Required()),
	), func() server.ToolHandlerFunc {
		return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			orderID := req.GetString("order_id", "")
			if orderID == "" {
				return mcp.NewToolResultError("order_id is required"), nil
			}
			ctx, cancel := context.WithTimeout(ctx, 10*time.Second)
			defer cancel()
			id, err := pay.Refund(ctx, orderID, int64(req.GetInt("amount", 0)))
			if err != nil {
				return nil, fmt.Errorf("refund failed: %w", err)
			}
			return mcp.NewToolResultText(id), nil
		}
	}())
}
