// Package globals holds mcp-go handlers that are function literals of
// package-level variables: one on its own, others in a registry slice.
package globals

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Payments is a provider: its methods write (verb rule).
type Payments interface {
	Refund(ctx context.Context, orderID string, cents int64) (string, error)
	RefundWithKey(ctx context.Context, orderID string, cents int64, idempotencyKey string) (string, error)
	Charge(ctx context.Context, orderID string, cents int64) (string, error)
	GetOrder(ctx context.Context, orderID string) (string, error)
}

var pay Payments

var refund = func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id, err := pay.Refund(ctx, req.GetString("order_id", ""), 100) // want `^issue_refund calls Refund with no idempotency key and no ledger lookup before it; a retried call refunds twice$`
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(id), nil
}

var tools = []server.ServerTool{
	{
		Tool: mcp.NewTool("charge_order", mcp.WithDescription("Charge an order."), mcp.WithString("order_id")),
		Handler: func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			id, err := pay.Charge(ctx, req.GetString("order_id", ""), 100) // want `charge_order calls Charge with no idempotency key and no ledger lookup before it; a retried call charges twice`
			if err != nil {
				return mcp.NewToolResultError(err.Error()), nil
			}
			return mcp.NewToolResultText(id), nil
		},
	},
	{
		// Clean: the key is derived from the arguments and handed to the provider.
		Tool: mcp.NewTool("refund_with_key", mcp.WithDescription("Refund an order."), mcp.WithString("order_id")),
		Handler: func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			orderID := req.GetString("order_id", "")
			sum := sha256.Sum256(fmt.Appendf(nil, "refund|%q", orderID))
			id, err := pay.RefundWithKey(ctx, orderID, 100, hex.EncodeToString(sum[:]))
			if err != nil {
				return mcp.NewToolResultError(err.Error()), nil
			}
			return mcp.NewToolResultText(id), nil
		},
	},
	{
		// Clean: a read.
		Tool: mcp.NewTool("get_order", mcp.WithDescription("Show an order."), mcp.WithString("order_id")),
		Handler: func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			o, err := pay.GetOrder(ctx, req.GetString("order_id", ""))
			if err != nil {
				return mcp.NewToolResultError(err.Error()), nil
			}
			return mcp.NewToolResultText(o), nil
		},
	},
}

// Register adds the tools.
func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("issue_refund", mcp.WithDescription("Refund an order."), mcp.WithString("order_id")), refund)
	s.AddTools(tools...)
}
