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
