package gosdk

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"strconv"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
	stripe "github.com/stripe/stripe-go/v82"
)

type Stripe interface {
	CreateRefund(ctx context.Context, p *stripe.RefundCreateParams) (*stripe.Refund, error)
}

type Entry struct{ Result string }

type RefundLedger struct{}

func (l *RefundLedger) Lookup(ctx context.Context, key string) (Entry, bool, error) {
	return Entry{}, false, nil
}

func (l *RefundLedger) Record(ctx context.Context, key, result string, ttl time.Duration) error {
	return nil
}

var (
	sc     Stripe
	ledger = &RefundLedger{}
)

// Every field identifies the refund except the note.
type RefundIn struct {
	OrderID string `json:"order_id"`
	Amount  int64  `json:"amount_cents"`
	Note    string `json:"note,omitempty" idem:"-"`
}

// Only the fields tagged idem:"key" identify the ticket.
type TicketIn struct {
	Project string `json:"project" idem:"key"`
	Title   string `json:"title" idem:"key"`
	Body    string `json:"body"`
	Labels  string `json:"labels,omitempty"`
}

// Row is a database row.
type Row interface {
	Scan(dest ...any) error
}

// DB looks up payment intents.
type DB interface {
	QueryRow(ctx context.Context, query string, args ...any) Row
}

var db DB

type Out struct {
	ID string `json:"id"`
}

func refundKey(orderID string) string { return "refund/" + orderID }

func Register(s *mcp.Server) {
	// The key goes to the ledger and, through stripe.String, to Stripe:
	// one report at its computation.
	mcp.AddTool(s, &mcp.Tool{Name: "issue_refund", Description: "Refund."},
		func(ctx context.Context, req *mcp.CallToolRequest, in RefundIn) (*mcp.CallToolResult, Out, error) {
			sum := sha256.Sum256([]byte(in.OrderID))
			key := hex.EncodeToString(sum[:]) // want `the idempotency key of issue_refund is derived from order_id but not from amount_cents; two calls that differ only in amount_cents get the same key and the second is taken for a retry of the first: add amount_cents to the key, or tag its field idem:"-" if it does not identify the action`
			if e, found, err := ledger.Lookup(ctx, key); err != nil {
				return nil, Out{}, err
			} else if found {
				return nil, Out{ID: e.Result}, nil
			}
			p := &stripe.RefundCreateParams{Charge: stripe.String(in.OrderID), Amount: stripe.Int64(in.Amount)}
			p.IdempotencyKey = stripe.String(key)
			r, err := sc.CreateRefund(ctx, p)
			if err != nil {
				return nil, Out{}, err
			}
			_ = ledger.Record(ctx, key, r.ID, 72*time.Hour)
			return nil, Out{ID: r.ID}, nil
		})

	// The derivation is a helper of the package: reported at its call.
	mcp.AddTool(s, &mcp.Tool{Name: "refund_helper", Description: "Refund."},
		func(ctx context.Context, req *mcp.CallToolRequest, in RefundIn) (*mcp.CallToolResult, Out, error) {
			p := &stripe.RefundCreateParams{Charge: stripe.String(in.OrderID), Amount: stripe.Int64(in.Amount)}
			p.SetIdempotencyKey(refundKey(in.OrderID)) // want `the idempotency key of refund_helper is derived from order_id but not from amount_cents`
			r, err := sc.CreateRefund(ctx, p)
			if err != nil {
				return nil, Out{}, err
			}
			return nil, Out{ID: r.ID}, nil
		})

	// Correct: the note is tagged idem:"-" and left out on purpose.
	mcp.AddTool(s, &mcp.Tool{Name: "refund_note", Description: "Refund."},
		func(ctx context.Context, req *mcp.CallToolRequest, in RefundIn) (*mcp.CallToolResult, Out, error) {
			p := &stripe.RefundCreateParams{Charge: stripe.String(in.OrderID), Amount: stripe.Int64(in.Amount)}
			p.SetIdempotencyKey(in.OrderID + "|" + strconv.FormatInt(in.Amount, 10))
			r, err := sc.CreateRefund(ctx, p)
			if err != nil {
				return nil, Out{}, err
			}
			return nil, Out{ID: r.ID + " " + in.Note}, nil
		})

	// The idem:"key" fields decide: project and title.
	mcp.AddTool(s, &mcp.Tool{Name: "create_ticket", Description: "Open a ticket."},
		func(ctx context.Context, req *mcp.CallToolRequest, in TicketIn) (*mcp.CallToolResult, Out, error) {
			key := fmt.Sprintf("ticket|%s", in.Project) // want `the idempotency key of create_ticket is derived from project but not from title; two calls that differ only in title get the same key and the second is taken for a retry of the first: add title to the key, or tag its field idem:"-" if it does not identify the action`
			if e, found, _ := ledger.Lookup(ctx, key); found {
				return nil, Out{ID: e.Result}, nil
			}
			p := &stripe.RefundCreateParams{Charge: stripe.String(in.Title)}
			r, err := sc.CreateRefund(ctx, p)
			if err != nil {
				return nil, Out{}, err
			}
			return nil, Out{ID: r.ID}, nil
		})

	// Correct: exactly the idem:"key" fields; body and labels are not.
	mcp.AddTool(s, &mcp.Tool{Name: "create_ticket_ok", Description: "Open a ticket."},
		func(ctx context.Context, req *mcp.CallToolRequest, in TicketIn) (*mcp.CallToolResult, Out, error) {
			key := fmt.Sprintf("ticket|%q|%q", in.Project, in.Title)
			if e, found, _ := ledger.Lookup(ctx, key); found {
				return nil, Out{ID: e.Result}, nil
			}
			p := &stripe.RefundCreateParams{Charge: stripe.String(in.Title + in.Body)}
			r, err := sc.CreateRefund(ctx, p)
			if err != nil {
				return nil, Out{}, err
			}
			return nil, Out{ID: r.ID}, nil
		})

	// Part of the key is scanned from a query of the amount: the keys pass
	// does not see into the scan, so the derivation is not visible.
	mcp.AddTool(s, &mcp.Tool{Name: "refund_intent", Description: "Refund."},
		func(ctx context.Context, req *mcp.CallToolRequest, in RefundIn) (*mcp.CallToolResult, Out, error) {
			var intentID string
			if err := db.QueryRow(ctx, "select id from intents where order_id = $1 and amount = $2", in.OrderID, in.Amount).Scan(&intentID); err != nil {
				return nil, Out{}, err
			}
			p := &stripe.RefundCreateParams{PaymentIntent: stripe.String(intentID)}
			p.SetIdempotencyKey(in.OrderID + "/" + intentID)
			r, err := sc.CreateRefund(ctx, p)
			if err != nil {
				return nil, Out{}, err
			}
			return nil, Out{ID: r.ID}, nil
		})

	// The whole input, encoded: not a visible derivation.
	mcp.AddTool(s, &mcp.Tool{Name: "refund_encoded", Description: "Refund."},
		func(ctx context.Context, req *mcp.CallToolRequest, in RefundIn) (*mcp.CallToolResult, Out, error) {
			b, _ := json.Marshal(in)
			sum := sha256.Sum256(b)
			p := &stripe.RefundCreateParams{Charge: stripe.String(in.OrderID)}
			p.SetIdempotencyKey(hex.EncodeToString(sum[:]))
			r, err := sc.CreateRefund(ctx, p)
			if err != nil {
				return nil, Out{}, err
			}
			return nil, Out{ID: r.ID}, nil
		})
}
