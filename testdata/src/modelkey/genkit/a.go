// Package genkit holds genkit tools with typed inputs.
package genkit

import (
	"context"
	"fmt"

	"github.com/firebase/genkit/go/ai"
	"github.com/firebase/genkit/go/genkit"
)

type Payments interface {
	Refund(ctx context.Context, orderID string, cents float64, idempotencyKey string) (string, error)
}

type RefundIn struct {
	OrderID     string  `json:"order_id"`
	Amount      float64 `json:"amount"`
	Express     bool    `json:"express,omitempty"`
	OperationID string  `json:"operation_id,omitempty"` // want `issueRefund takes its idempotency key "operation_id" from the model; a retry with a new key acts twice: derive the key inside the tool from order_id, amount, express`
}

type RefundOut struct {
	RefundID string `json:"refund_id"`
}

// The handler is a named function; its locals already use the usual names.
func DefineRefund(g *genkit.Genkit) *ai.ToolDef[RefundIn, RefundOut] {
	return genkit.DefineTool(g, "issueRefund", "Issue a refund for an order.", refund)
}

var pay Payments

func refund(ctx *ai.ToolContext, in RefundIn) (RefundOut, error) {
	sum, idempotencyKey := 0, "unused"
	_, _ = sum, idempotencyKey
	if in.OperationID == "" {
		return RefundOut{}, fmt.Errorf("operation_id is required")
	}
	id, err := pay.Refund(ctx, in.OrderID, in.Amount, in.OperationID)
	if err != nil {
		return RefundOut{}, err
	}
	return RefundOut{RefundID: id}, nil
}
