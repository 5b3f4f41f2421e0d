// Package tools declares tools and factories that return their handlers
// by name (T7): the handler bodies are checked here.
package tools

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type Payments interface {
	Charge(ctx context.Context, orderID string, cents int64) (string, error)
}

var ChargeTool = mcp.NewTool("charge_order",
	mcp.WithDescription("Charge an order."),
	mcp.WithString("order_id", mcp.Required()),
)

type Charger struct{ Pay Payments }

// ChargeHandler returns a method value.
func ChargeHandler(p Payments) server.ToolHandlerFunc {
	c := &Charger{Pay: p}
	return c.charge
}

func (c *Charger) charge(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id, err := c.Pay.Charge(ctx, req.GetString("order_id", ""), 100)
	if err != nil {
		return nil, err // want `^a timeout from Charge is returned as a failure, but the charge may have happened`
	}
	return mcp.NewToolResultText(id), nil
}
