// Package gosdk holds go-sdk write tools that keep their keys for
// different lifetimes.
package gosdk

import (
	"context"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type Mailer interface {
	Send(ctx context.Context, to, body string) error
}

// ReceiptJournal is a ledger (its name says so).
type ReceiptJournal struct{}

func (j *ReceiptJournal) Claim(ctx context.Context, key string, ttl time.Duration) (bool, error) {
	return true, nil
}
func (j *ReceiptJournal) Complete(ctx context.Context, key string, ttl time.Duration) error {
	return nil
}

var (
	mailer  Mailer
	journal = &ReceiptJournal{}
)

type ReceiptIn struct {
	OrderID string `json:"order_id"`
	Email   string `json:"email"`
}

type Out struct{}

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "send_receipt", Description: "Mail a receipt."},
		func(ctx context.Context, req *mcp.CallToolRequest, in ReceiptIn) (*mcp.CallToolResult, Out, error) {
			key := "receipt:" + in.OrderID
			first, err := journal.Claim(ctx, key, 15*time.Minute) // want `send_receipt claims its idempotency key with \(\*ReceiptJournal\)\.Claim for 15m, less than 24h; a retry that comes later \(an agent paused for human review\) finds no key and sends twice: keep the key for at least 24h`
			if err != nil || !first {
				return nil, Out{}, err
			}
			if err := mailer.Send(ctx, in.Email, in.OrderID); err != nil {
				return nil, Out{}, err
			}
			return nil, Out{}, journal.Complete(ctx, key, 12*time.Hour) // want `send_receipt records its idempotency key with \(\*ReceiptJournal\)\.Complete for 12h, less than 24h`
		})

	mcp.AddTool(s, &mcp.Tool{Name: "send_receipt_kept", Description: "Mail a receipt."},
		func(ctx context.Context, req *mcp.CallToolRequest, in ReceiptIn) (*mcp.CallToolResult, Out, error) {
			key := "receipt:" + in.OrderID
			first, err := journal.Claim(ctx, key, 24*time.Hour)
			if err != nil || !first {
				return nil, Out{}, err
			}
			if err := mailer.Send(ctx, in.Email, in.OrderID); err != nil {
				return nil, Out{}, err
			}
			return nil, Out{}, journal.Complete(ctx, key, 30*24*time.Hour)
		})
}
