package genkit

import (
	"context"
	"fmt"
	"time"

	"github.com/firebase/genkit/go/ai"
	"github.com/firebase/genkit/go/genkit"
)

type Payments interface {
	Refund(ctx context.Context, orderID string, cents int64) (string, error)
}

// RefundJournal claims a key before the refund and completes it after.
type RefundJournal struct{}

func (j *RefundJournal) Reserve(ctx context.Context, key string, ttl time.Duration) (bool, string, error) {
	return true, "", nil
}
func (j *RefundJournal) Complete(ctx context.Context, key, result string) error { return nil }

var journal = &RefundJournal{}

type RefundIn struct {
	OrderID     string `json:"order_id"`
	AmountCents int64  `json:"amount_cents"`
}

type RefundOut struct {
	RefundID string `json:"refund_id"`
	Replay   bool   `json:"replay,omitempty"`
}

func Define(g *genkit.Genkit, pay Payments) {
	// A reservation that is not granted means a replay: genkit.Generate fails.
	genkit.DefineTool(g, "issueRefund", "Issue a refund for an order.",
		func(ctx *ai.ToolContext, in RefundIn) (RefundOut, error) {
			key := fmt.Sprintf("refund|%s|%d", in.OrderID, in.AmountCents)
			granted, _, err := journal.Reserve(ctx, key, 72*time.Hour)
			if err != nil {
				return RefundOut{}, err
			}
			if !granted {
				return RefundOut{}, fmt.Errorf("refund of order %s already in progress", in.OrderID) // want `issueRefund returns an error when its ledger finds the key, so a replay looks like a failure; return the recorded result, marked as a replay`
			}
			id, err := pay.Refund(ctx, in.OrderID, in.AmountCents)
			if err != nil {
				return RefundOut{}, err
			}
			_ = journal.Complete(ctx, key, id)
			return RefundOut{RefundID: id}, nil
		})

	// Correct: the reservation hands back the earlier result.
	genkit.DefineTool(g, "issueRefundOK", "Issue a refund for an order.",
		func(ctx *ai.ToolContext, in RefundIn) (RefundOut, error) {
			key := fmt.Sprintf("refund|%s|%d", in.OrderID, in.AmountCents)
			granted, earlier, err := journal.Reserve(ctx, key, 72*time.Hour)
			if err != nil {
				return RefundOut{}, err
			}
			if !granted {
				return RefundOut{RefundID: earlier, Replay: true}, nil
			}
			id, err := pay.Refund(ctx, in.OrderID, in.AmountCents)
			if err != nil {
				return RefundOut{}, err
			}
			_ = journal.Complete(ctx, key, id)
			return RefundOut{RefundID: id}, nil
		})

	// A reservation without an earlier result: a plain answer is all it can give.
	genkit.DefineTool(g, "issueRefundPlain", "Issue a refund for an order.",
		func(ctx *ai.ToolContext, in RefundIn) (RefundOut, error) {
			key := fmt.Sprintf("refund|%s|%d", in.OrderID, in.AmountCents)
			granted, _, err := journal.Reserve(ctx, key, 72*time.Hour)
			if err != nil {
				return RefundOut{}, err
			}
			if !granted {
				return RefundOut{Replay: true}, nil // want `issueRefundPlain returns a result without the recorded outcome when its ledger finds the key`
			}
			id, err := pay.Refund(ctx, in.OrderID, in.AmountCents)
			if err != nil {
				return RefundOut{}, err
			}
			_ = journal.Complete(ctx, key, id)
			return RefundOut{RefundID: id}, nil
		})
}
