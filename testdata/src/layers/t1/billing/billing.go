package billing

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"layers/t1/toolkit"
)

type RefundIn struct {
	OrderID string `json:"order_id"`
	Cents   int64  `json:"cents"`
}

func RefundTool() toolkit.ServerTool {
	return toolkit.New(mcp.Tool{Name: "issue_refund", Description: "Refund an order."}, // want `tool issue_refund fw=go-sdk desc="Refund an order." params=order_id,cents handler=literal hints=-`
		func(ctx context.Context, req *mcp.CallToolRequest, in RefundIn) (*mcp.CallToolResult, any, error) {
			return nil, nil, nil
		})
}

func Tools(r *toolkit.Registry) {
	r.Add(RefundTool())
	r.Add(toolkit.New(mcp.Tool{Name: "order_status", Description: "Show an order."}, orderStatus)) // want `tool order_status fw=go-sdk desc="Show an order." params=order_id handler=orderStatus hints=-`
}

type StatusIn struct {
	OrderID string `json:"order_id"`
}

func orderStatus(ctx context.Context, req *mcp.CallToolRequest, in StatusIn) (*mcp.CallToolResult, any, error) {
	return nil, nil, nil
}

// A literal of the carrier type binds its handler to its tool.
func More(r *toolkit.Registry) {
	r.Add(toolkit.ServerTool{Tool: mcp.Tool{Name: "cancel_order", Description: "Cancel an order."}, Handler: cancelOrder}) // want `tool cancel_order fw=go-sdk desc="Cancel an order." params=- handler=cancelOrder hints=-`
	_ = lookalike{Tool: mcp.Tool{Name: "draft_order", Description: "Draft an order."}, Handler: cancelOrder}               // want `tool draft_order fw=go-sdk desc="Draft an order." params=- handler=none hints=-`
}

// lookalike has the carrier's shape but never reaches the framework.
type lookalike struct {
	Tool    mcp.Tool
	Handler mcp.ToolHandler
}

func cancelOrder(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, nil
}
