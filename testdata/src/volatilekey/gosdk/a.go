package gosdk

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"strconv"
	"sync/atomic"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
	stripe "github.com/stripe/stripe-go/v82"
)

type Stripe interface {
	CreateRefund(ctx context.Context, p *stripe.RefundCreateParams) (*stripe.Refund, error)
}

type Mailer interface {
	Send(ctx context.Context, to, body string, sentAt time.Time) error
}

var (
	sc    Stripe
	mail  Mailer
	calls int64
	seq   int
)

type RefundIn struct {
	OrderID string `json:"order_id"`
	Amount  int64  `json:"amount_cents"`
	Note    string `json:"note,omitempty" idem:"-"`
}

type Out struct {
	ID string `json:"id"`
}

// newKey hides a random source in a helper of the package.
func newKey() string {
	b := make([]byte, 16)
	_, _ = rand.Read(b) // want `the idempotency key of refund_helper and refund_helper_again comes from rand\.Read, which differs on every call; a retry gets a new key and acts twice: derive the key that reaches IdempotencyKey from the arguments order_id, amount_cents`
	return hex.EncodeToString(b)
}

func Register(s *mcp.Server) {
	// A UUID-like key in Stripe's params.
	mcp.AddTool(s, &mcp.Tool{Name: "refund_clock", Description: "Refund."},
		func(ctx context.Context, req *mcp.CallToolRequest, in RefundIn) (*mcp.CallToolResult, Out, error) {
			p := &stripe.RefundCreateParams{Charge: stripe.String(in.OrderID), Amount: stripe.Int64(in.Amount)}
			p.SetIdempotencyKey(strconv.FormatInt(time.Now().UnixNano(), 36)) // want `the idempotency key of refund_clock comes from time\.Now, which differs on every call; a retry gets a new key and acts twice: derive the key that reaches SetIdempotencyKey from the arguments order_id, amount_cents`
			r, err := sc.CreateRefund(ctx, p)
			if err != nil {
				return nil, Out{}, err
			}
			return nil, Out{ID: r.ID}, nil
		})

	// The random source is in a helper: reported there.
	mcp.AddTool(s, &mcp.Tool{Name: "refund_helper", Description: "Refund."},
		func(ctx context.Context, req *mcp.CallToolRequest, in RefundIn) (*mcp.CallToolResult, Out, error) {
			p := &stripe.RefundCreateParams{Charge: stripe.String(in.OrderID)}
			p.IdempotencyKey = stripe.String(newKey())
			r, err := sc.CreateRefund(ctx, p)
			if err != nil {
				return nil, Out{}, err
			}
			return nil, Out{ID: r.ID}, nil
		})

	// A second tool with the same helper: one report names both.
	mcp.AddTool(s, &mcp.Tool{Name: "refund_helper_again", Description: "Refund."},
		func(ctx context.Context, req *mcp.CallToolRequest, in RefundIn) (*mcp.CallToolResult, Out, error) {
			p := &stripe.RefundCreateParams{Charge: stripe.String(in.OrderID)}
			p.IdempotencyKey = stripe.String(newKey())
			r, err := sc.CreateRefund(ctx, p)
			if err != nil {
				return nil, Out{}, err
			}
			return nil, Out{ID: r.ID}, nil
		})

	// A process-wide counter next to the order id.
	mcp.AddTool(s, &mcp.Tool{Name: "refund_counter", Description: "Refund."},
		func(ctx context.Context, req *mcp.CallToolRequest, in RefundIn) (*mcp.CallToolResult, Out, error) {
			n := atomic.AddInt64(&calls, 1) // want `the idempotency key of refund_counter comes from the atomic counter atomic\.AddInt64, which differs on every call; a retry gets a new key and acts twice: derive the key that reaches IdempotencyKey from the arguments order_id, amount_cents`
			key := in.OrderID + "-" + strconv.FormatInt(n, 10)
			p := &stripe.RefundCreateParams{Charge: stripe.String(in.OrderID)}
			p.IdempotencyKey = &key
			r, err := sc.CreateRefund(ctx, p)
			if err != nil {
				return nil, Out{}, err
			}
			return nil, Out{ID: r.ID}, nil
		})

	// Correct: a key derived from the identifying fields (the note is
	// tagged idem:"-"); the clock only stamps the receipt.
	mcp.AddTool(s, &mcp.Tool{Name: "refund_derived", Description: "Refund."},
		func(ctx context.Context, req *mcp.CallToolRequest, in RefundIn) (*mcp.CallToolResult, Out, error) {
			sum := sha256.Sum256(fmt.Appendf(nil, "refund_derived|%q|%d", in.OrderID, in.Amount))
			p := &stripe.RefundCreateParams{Charge: stripe.String(in.OrderID), Amount: stripe.Int64(in.Amount)}
			p.SetIdempotencyKey(hex.EncodeToString(sum[:]))
			r, err := sc.CreateRefund(ctx, p)
			if err != nil {
				return nil, Out{}, err
			}
			if err := mail.Send(ctx, "ops@example.com", in.Note, time.Now()); err != nil {
				return nil, Out{}, err
			}
			return nil, Out{ID: r.ID}, nil
		})

	// Without a reason: silenced all the same (directives reports it).
	//idemlint:ignore volatilekey
	mcp.AddTool(s, &mcp.Tool{Name: "refund_no_reason", Description: "Refund."},
		func(ctx context.Context, req *mcp.CallToolRequest, in RefundIn) (*mcp.CallToolResult, Out, error) {
			p := &stripe.RefundCreateParams{Charge: stripe.String(in.OrderID)}
			p.SetIdempotencyKey(fmt.Sprint(time.Now().Unix()))
			r, err := sc.CreateRefund(ctx, p)
			if err != nil {
				return nil, Out{}, err
			}
			return nil, Out{ID: r.ID}, nil
		})

	//idemlint:ignore volatilekey the key is derived from the order // want `//idemlint:ignore volatilekey silences nothing: remove volatilekey from it`
	mcp.AddTool(s, &mcp.Tool{Name: "refund_stable", Description: "Refund."},
		func(ctx context.Context, req *mcp.CallToolRequest, in RefundIn) (*mcp.CallToolResult, Out, error) {
			p := &stripe.RefundCreateParams{Charge: stripe.String(in.OrderID)}
			p.SetIdempotencyKey("refund-" + in.OrderID + "-" + strconv.FormatInt(in.Amount, 10))
			r, err := sc.CreateRefund(ctx, p)
			if err != nil {
				return nil, Out{}, err
			}
			return nil, Out{ID: r.ID}, nil
		})

	// A package-level sequence number.
	mcp.AddTool(s, &mcp.Tool{Name: "refund_seq", Description: "Refund."},
		func(ctx context.Context, req *mcp.CallToolRequest, in RefundIn) (*mcp.CallToolResult, Out, error) {
			seq++
			p := &stripe.RefundCreateParams{Charge: stripe.String(in.OrderID)}
			p.SetIdempotencyKey(in.OrderID + "/" + strconv.Itoa(seq)) // want `the idempotency key of refund_seq comes from the counter seq, which differs on every call`
			r, err := sc.CreateRefund(ctx, p)
			if err != nil {
				return nil, Out{}, err
			}
			return nil, Out{ID: r.ID}, nil
		})
}
