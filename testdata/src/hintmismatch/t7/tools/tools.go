// Package tools declares annotated tools as package-level variables and
// their handlers as closures returned by factories (T7).
package tools

import (
	"context"
	"net/http"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type Payments interface {
	Charge(ctx context.Context, orderID string, cents int64) (string, error)
}

var ChargeTool = mcp.NewTool("charge_order",
	mcp.WithString("order_id", mcp.Required()),
	mcp.WithIdempotentHintAnnotation(true),
)

func ChargeHandler(p Payments) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		id, err := p.Charge(ctx, req.GetString("order_id", ""), 100)
		if err != nil {
			return nil, err
		}
		return mcp.NewToolResultText(id), nil
	}
}

var GetOrderTool = mcp.NewTool("get_order",
	mcp.WithString("order_id", mcp.Required()),
	mcp.WithReadOnlyHintAnnotation(true),
	mcp.WithIdempotentHintAnnotation(true),
)

func GetOrderHandler() server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		resp, err := http.Get("https://shop.example/orders/" + req.GetString("order_id", ""))
		if err != nil {
			return nil, err
		}
		defer resp.Body.Close()
		return mcp.NewToolResultText(resp.Status), nil
	}
}
