// Package handlers implements a handler that package server registers
// (T2): its body is checked here.
package handlers

import (
	"context"

	"example.com/layers/pay"
	"github.com/mark3labs/mcp-go/mcp"
)

type Chat struct{}

func (c *Chat) PostRefund(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := pay.Refund(ctx, req.GetString("order_id", "")); err != nil {
		return nil, err
	}
	return mcp.NewToolResultText("refunded"), nil
}

// Status only reads: the tool server declares with it is silent.
func (c *Chat) Status(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := pay.Status(ctx, req.GetString("order_id", "")); err != nil {
		return nil, err
	}
	return mcp.NewToolResultText("ok"), nil
}
