// Package sdktools declares a go-sdk tool and a factory of its typed
// handler (T7).
package sdktools

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type RefundIn struct {
	OrderID string `json:"order_id"`
}

type Payments struct{}

var RefundTool = &mcp.Tool{Name: "issue_refund", Description: "Refund an order."} // want `tool issue_refund fw=go-sdk desc="Refund an order." params=- handler=none hints=-`

func RefundHandler(p *Payments) mcp.ToolHandlerFor[RefundIn, any] { // want `handler body fw=go-sdk handler=literal`
	return func(ctx context.Context, req *mcp.CallToolRequest, in RefundIn) (*mcp.CallToolResult, any, error) {
		return nil, nil, nil
	}
}
