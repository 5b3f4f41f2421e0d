package broken

import (
	"context"
	"crypto/rand"
	"errors"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"github.com/idemlint/idemlint/examples/payments"
)

// Register adds the issue_refund tool to s.
func Register(s *server.MCPServer, pay *payments.Client) {
	tool := mcp.NewTool("issue_refund",
		mcp.WithDescription("Issue a refund for an order."),
		mcp.WithString("order_id", mcp.Required(), mcp.Description("Order to refund.")),
		mcp.WithInteger("amount_cents", mcp.Required(), mcp.Description("Amount to refund, in cents.")),
		mcp.WithString("reason_code", mcp.Required(), mcp.Enum("duplicate", "fraudulent", "requested_by_customer")),
		mcp.WithString("idempotency_key", mcp.Description("Unique key for this refund; generated when empty.")),
		mcp.WithIdempotentHintAnnotation(true),
	)
	s.AddTool(tool, func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		orderID, err1 := req.RequireString("order_id")
		amount, err2 := req.RequireInt("amount_cents")
		reason, err3 := req.RequireString("reason_code")
		if err := errors.Join(err1, err2, err3); err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		key := req.GetString("idempotency_key", "")
		if key == "" {
			key = rand.Text()
		}

		ctx, cancel := context.WithTimeout(ctx, 10*time.Second)
		defer cancel()
		r, err := pay.Refund(ctx, orderID, int64(amount), reason, key)
		if err != nil {
			return nil, err
		}
		// Read the refund back for its final status; a failure here is
		// reported as if the refund had failed.
		final, err := pay.GetRefund(ctx, r.ID)
		if err != nil {
			return nil, err
		}
		return mcp.NewToolResultText("refund " + final.ID + ": " + final.Status), nil
	})
}
