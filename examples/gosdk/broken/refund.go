package broken

import (
	"context"
	"errors"
	"log"
	"strconv"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/idemlint/idemlint/examples/payments"
)

type refundIn struct {
	OrderID        string `json:"order_id" jsonschema:"order to refund"`
	AmountCents    int64  `json:"amount_cents" jsonschema:"amount to refund, in cents"`
	ReasonCode     string `json:"reason_code" jsonschema:"duplicate, fraudulent or requested_by_customer"`
	IdempotencyKey string `json:"idempotency_key,omitempty" jsonschema:"unique key for this refund; generated when empty"`
}

type refundOut struct {
	RefundID string `json:"refund_id"`
	Status   string `json:"status"`
}

// Register adds the issue_refund tool to s.
func Register(s *mcp.Server, pay *payments.Client, seen *payments.Ledger) {
	mcp.AddTool(s, &mcp.Tool{
		Name:        "issue_refund",
		Description: "Issue a refund for an order.",
	}, func(ctx context.Context, req *mcp.CallToolRequest, in refundIn) (*mcp.CallToolResult, refundOut, error) {
		key := in.IdempotencyKey
		if key == "" {
			key = strconv.FormatInt(time.Now().UnixNano(), 36)
		}

		// A naive duplicate check: a repeat is an error, and keys are
		// forgotten after ten minutes.
		if _, found, err := seen.Lookup(ctx, key); err != nil {
			return nil, refundOut{}, err
		} else if found {
			return nil, refundOut{}, errors.New("duplicate refund request")
		}

		ctx, cancel := context.WithTimeout(ctx, 10*time.Second)
		defer cancel()
		r, err := pay.Refund(ctx, in.OrderID, in.AmountCents, in.ReasonCode, key)
		if err != nil {
			return nil, refundOut{}, err
		}
		if err := seen.Record(ctx, key, r.ID, 10*time.Minute); err != nil {
			log.Printf("issue_refund: recording %s: %v", key, err)
		}
		return nil, refundOut{RefundID: r.ID, Status: r.Status}, nil
	})
}
