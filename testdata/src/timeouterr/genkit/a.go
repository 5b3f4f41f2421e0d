package genkit

import (
	"context"
	"errors"
	"fmt"

	"github.com/firebase/genkit/go/ai"
	"github.com/firebase/genkit/go/genkit"
)

type Payments interface {
	Refund(ctx context.Context, orderID string, cents int64) (string, error)
	Book(ctx context.Context, slot string) error
}

type RefundIn struct {
	OrderID     string `json:"order_id"`
	AmountCents int64  `json:"amount_cents"`
}

type RefundOut struct {
	RefundID string `json:"refund_id"`
}

// A struct output: reported without a fix.
func DefineRefund(g *genkit.Genkit, pay Payments) *ai.ToolDef[RefundIn, RefundOut] {
	return genkit.DefineTool(g, "issueRefund", "Issue a refund for an order.",
		func(ctx *ai.ToolContext, in RefundIn) (RefundOut, error) {
			id, err := pay.Refund(ctx, in.OrderID, in.AmountCents)
			if err != nil {
				return RefundOut{}, err // want `a timeout from Refund is returned as a failure, but the refund may have happened`
			}
			return RefundOut{RefundID: id}, nil
		})
}

type BookIn struct {
	Slot string `json:"slot"`
}

// A string output: fixed.
func DefineBook(g *genkit.Genkit, pay Payments) *ai.ToolDef[BookIn, string] {
	return genkit.DefineTool(g, "bookSlot", "Book a slot.",
		func(ctx *ai.ToolContext, in BookIn) (string, error) {
			if in.Slot == "" {
				return "", errors.New("slot is required")
			}
			if err := pay.Book(ctx, in.Slot); err != nil {
				return "", fmt.Errorf("booking %s: %w", in.Slot, err) // want `a timeout from Book is returned as a failure, but the slot may have been booked`
			}
			return "booked", nil
		})
}
