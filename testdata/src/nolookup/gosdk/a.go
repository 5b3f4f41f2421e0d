// Package gosdk holds go-sdk write tools, protected and not.
package gosdk

import (
	"context"
	"net/http"
	"strings"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
	stripe "github.com/stripe/stripe-go/v82"
	"github.com/stripe/stripe-go/v82/refund"
)

type Mailer interface {
	Send(ctx context.Context, to, subject, body string) error
}

type Receipt struct{ ID string }

type ReceiptJournal struct{}

func (j *ReceiptJournal) Seen(ctx context.Context, key string) (bool, error) { return false, nil }
func (j *ReceiptJournal) Done(ctx context.Context, key string, ttl time.Duration) error {
	return nil
}

var (
	mailer  Mailer
	journal = &ReceiptJournal{}
)

type ReceiptIn struct {
	OrderID string `json:"order_id"`
	Email   string `json:"email"`
	Resend  bool   `json:"resend,omitempty"`
}

type RefundIn struct {
	Charge string `json:"charge"`
	Cents  int64  `json:"amount_cents"`
}

type Out struct {
	ID string `json:"id"`
}

func Register(s *mcp.Server) {
	// No key, no journal: reported.
	mcp.AddTool(s, &mcp.Tool{Name: "send_receipt", Description: "Mail a receipt."},
		func(ctx context.Context, req *mcp.CallToolRequest, in ReceiptIn) (*mcp.CallToolResult, Out, error) {
			err := mailer.Send(ctx, in.Email, "Your receipt", in.OrderID) // want `send_receipt calls Send with no idempotency key and no ledger lookup before it; a retried call sends twice`
			return nil, Out{}, err
		})

	// The journal is consulted only unless the model asks to resend.
	mcp.AddTool(s, &mcp.Tool{Name: "send_receipt_checked", Description: "Mail a receipt."},
		func(ctx context.Context, req *mcp.CallToolRequest, in ReceiptIn) (*mcp.CallToolResult, Out, error) {
			key := "receipt:" + in.OrderID
			if !in.Resend {
				if seen, err := journal.Seen(ctx, key); err != nil || seen {
					return nil, Out{}, err
				}
			}
			if err := mailer.Send(ctx, in.Email, "Your receipt", in.OrderID); err != nil { // want `send_receipt_checked calls Send with no idempotency key and no ledger lookup before it; a retried call sends twice`
				return nil, Out{}, err
			}
			return nil, Out{}, journal.Done(ctx, key, 72*time.Hour)
		})

	// The journal is consulted on every path: silent.
	mcp.AddTool(s, &mcp.Tool{Name: "send_receipt_once", Description: "Mail a receipt."},
		func(ctx context.Context, req *mcp.CallToolRequest, in ReceiptIn) (*mcp.CallToolResult, Out, error) {
			key := "receipt:" + in.OrderID
			seen, err := journal.Seen(ctx, key)
			if err != nil || seen {
				return nil, Out{}, err
			}
			if err := mailer.Send(ctx, in.Email, "Your receipt", in.OrderID); err != nil {
				return nil, Out{}, err
			}
			return nil, Out{}, journal.Done(ctx, key, 72*time.Hour)
		})

	// Stripe's package-level refund.New with the key in the params: silent.
	mcp.AddTool(s, &mcp.Tool{Name: "issue_refund", Description: "Refund a charge."},
		func(ctx context.Context, req *mcp.CallToolRequest, in RefundIn) (*mcp.CallToolResult, Out, error) {
			params := &stripe.RefundParams{Charge: stripe.String(in.Charge), Amount: stripe.Int64(in.Cents)}
			params.SetIdempotencyKey("refund|" + in.Charge)
			r, err := refund.New(params)
			if err != nil {
				return nil, Out{}, err
			}
			return nil, Out{ID: r.ID}, nil
		})

	// The same without the key: reported.
	mcp.AddTool(s, &mcp.Tool{Name: "issue_refund_nokey", Description: "Refund a charge."},
		func(ctx context.Context, req *mcp.CallToolRequest, in RefundIn) (*mcp.CallToolResult, Out, error) {
			r, err := refund.New(&stripe.RefundParams{Charge: stripe.String(in.Charge)}) // want `issue_refund_nokey calls refund.New with no idempotency key and no ledger lookup before it; a retried call refunds twice`
			if err != nil {
				return nil, Out{}, err
			}
			return nil, Out{ID: r.ID}, nil
		})

	// A clock-based key handed to Stripe is volatilekey's finding: silent here.
	mcp.AddTool(s, &mcp.Tool{Name: "issue_refund_clock_key", Description: "Refund a charge."},
		func(ctx context.Context, req *mcp.CallToolRequest, in RefundIn) (*mcp.CallToolResult, Out, error) {
			params := &stripe.RefundParams{Charge: stripe.String(in.Charge)}
			params.SetIdempotencyKey(time.Now().Format(time.RFC3339Nano))
			r, err := refund.New(params)
			if err != nil {
				return nil, Out{}, err
			}
			return nil, Out{ID: r.ID}, nil
		})

	// A raw handler whose PUT goes through a wrapper: silent.
	s.AddTool(&mcp.Tool{Name: "set_status", Description: "Set an order's status.", InputSchema: map[string]any{"type": "object"}},
		func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if err := put(ctx, "https://shop.example/orders/1/status", "shipped"); err != nil {
				return nil, err
			}
			return &mcp.CallToolResult{}, nil
		})

	// A read: silent.
	mcp.AddTool(s, &mcp.Tool{Name: "get_receipt", Description: "Look up a receipt."},
		func(ctx context.Context, req *mcp.CallToolRequest, in ReceiptIn) (*mcp.CallToolResult, Out, error) {
			resp, err := http.Get("https://shop.example/receipts/" + in.OrderID)
			if err != nil {
				return nil, Out{}, err
			}
			defer resp.Body.Close()
			return nil, Out{ID: resp.Status}, nil
		})
}

// put is a wrapper of an idempotent PUT.
func put(ctx context.Context, url, body string) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodPut, url, strings.NewReader(body))
	if err != nil {
		return err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}
