// Package dupparam declares a parameter twice: the SDK keeps one property
// per name, so the messages name it once.
package dupparam

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type Payments interface {
	Refund(ctx context.Context, orderID string, cents int64, idempotencyKey string) (string, error)
}

var pay Payments

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("issue_refund",
		mcp.WithDescription("Issue a refund for an order."),
		mcp.WithString("order_id", mcp.Required()),
		mcp.WithInteger("amount", mcp.Required()),
		mcp.WithString("order_id", mcp.Description("The order, again.")),
		mcp.WithString("idempotency_key", mcp.Required()), // want `issue_refund takes its idempotency key "idempotency_key" from the model; a retry with a new key acts twice: derive the key inside the tool from order_id, amount`
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		orderID := req.GetString("order_id", "")
		amount := req.GetInt("amount", 0)
		key := req.GetString("idempotency_key", "")
		id, err := pay.Refund(ctx, orderID, int64(amount), key)
		if err != nil {
			return nil, err
		}
		return mcp.NewToolResultText(id), nil
	})
}
