// Package sdkbilling declares a go-sdk tool through sdkkit (T1).
package sdkbilling

import (
	"context"

	"example.com/layers/pay"
	"example.com/layers/sdkkit"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct {
	OrderID string `json:"order_id"`
}

func Tools() []sdkkit.ServerTool {
	return []sdkkit.ServerTool{
		sdkkit.New(mcp.Tool{Name: "sdk_refund", Description: "Refund an order."},
			func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
				if err := pay.Refund(ctx, in.OrderID); err != nil {
					return nil, nil, err
				}
				return &mcp.CallToolResult{}, nil, nil
			}),
	}
}
