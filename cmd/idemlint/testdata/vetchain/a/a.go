// Package a declares the tools; it imports only b and errs, so under go
// vet it sees only their facts: the chain down to net/http must travel
// inside b's, and what errs's helpers return inside errs's.
package a

import (
	"context"

	"example.com/vetchain/b"
	"example.com/vetchain/errs"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("issue_refund",
		mcp.WithDescription("Issue a refund for an order."),
		mcp.WithString("order_id", mcp.Required()),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if err := b.Refund(ctx, req.GetString("order_id", "")); err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return mcp.NewToolResultText("refunded"), nil
	})

	// The same chain with GET: a read, so nothing to report.
	s.AddTool(mcp.NewTool("order_status",
		mcp.WithDescription("Look up an order's status."),
		mcp.WithString("order_id", mcp.Required()),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if err := b.Status(ctx, req.GetString("order_id", "")); err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return mcp.NewToolResultText("ok"), nil
	})

	// The error results built by the helpers of another package.
	s.AddTool(mcp.NewTool("issue_refund_helper",
		mcp.WithDescription("Issue a refund for an order."),
		mcp.WithString("order_id", mcp.Required()),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if err := b.Refund(ctx, req.GetString("order_id", "")); err != nil {
			return errs.ToolErr("refund failed: %v", err), nil
		}
		return mcp.NewToolResultText("refunded"), nil
	})
	s.AddTool(mcp.NewTool("issue_refund_logged",
		mcp.WithDescription("Issue a refund for an order."),
		mcp.WithString("order_id", mcp.Required()),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if err := b.Refund(ctx, req.GetString("order_id", "")); err != nil {
			return errs.ToolError("refund failed", err)
		}
		return mcp.NewToolResultText("refunded"), nil
	})
}
