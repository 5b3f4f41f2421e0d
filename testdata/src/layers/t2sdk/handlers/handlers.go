// Package handlers implements go-sdk handlers that package server
// registers (T2).
package handlers

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type RefundIn struct {
	OrderID string `json:"order_id"`
}

type Payments struct{}

func (p *Payments) Refund(ctx context.Context, req *mcp.CallToolRequest, in RefundIn) (*mcp.CallToolResult, any, error) { // want `handler body fw=go-sdk handler=Payments.Refund`
	return nil, nil, nil
}

func (p *Payments) Raw(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `handler body fw=go-sdk handler=Payments.Raw`
	return nil, nil
}

// create is behind a thin wrapper in this package (H2).
func create(ctx context.Context, req *mcp.CallToolRequest, in RefundIn, retries int) (*mcp.CallToolResult, any, error) {
	return nil, nil, nil
}

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "create_refund", Description: "Create a refund."}, // want `tool create_refund fw=go-sdk desc="Create a refund." params=order_id handler=create hints=-`
		func(ctx context.Context, req *mcp.CallToolRequest, in RefundIn) (*mcp.CallToolResult, any, error) {
			return create(ctx, req, in, 3)
		})
}
