// Package mcpgo holds mcp-go write tools, protected and not.
package mcpgo

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"net/http"
	"time"

	"github.com/google/uuid"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	"github.com/redis/go-redis/v9"
	stripe "github.com/stripe/stripe-go/v82"
)

// Payments is a provider: its methods write (verb rule).
type Payments interface {
	Refund(ctx context.Context, orderID string, cents int64) (string, error)
	RefundWithKey(ctx context.Context, orderID string, cents int64, idempotencyKey string) (string, error)
	Charge(ctx context.Context, orderID string, cents int64) (string, error)
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
	pay    Payments
	ledger = &RefundLedger{}
	sc     = stripe.NewClient("sk_test")
	rdb    = redis.NewClient(&redis.Options{Addr: "localhost:6379"})
)

func refundKey(orderID string, cents int64) string {
	sum := sha256.Sum256(fmt.Appendf(nil, "refund|%q|%d", orderID, cents))
	return hex.EncodeToString(sum[:])
}

// putJSON sends an idempotent PUT: a wrapper of net/http.
func putJSON(ctx context.Context, url string, body []byte) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodPut, url, bytes.NewReader(body))
	if err != nil {
		return err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// send takes the method from its caller.
func send(ctx context.Context, method, url string) error {
	req, err := http.NewRequestWithContext(ctx, method, url, nil)
	if err != nil {
		return err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// refundChecked does the whole job behind a ledger lookup.
func refundChecked(ctx context.Context, orderID string, cents int64) (string, error) {
	key := refundKey(orderID, cents)
	if e, found, err := ledger.Lookup(ctx, key); err != nil || found {
		return e.Result, err
	}
	id, err := pay.Refund(ctx, orderID, cents)
	if err != nil {
		return "", err
	}
	_ = ledger.Record(ctx, key, id, 72*time.Hour)
	return id, nil
}

// refundBlind does the whole job with nothing in front of it.
func refundBlind(ctx context.Context, orderID string, cents int64) (string, error) {
	return pay.Refund(ctx, orderID, cents)
}

func text(s string) *mcp.CallToolResult { return mcp.NewToolResultText(s) }

func Register(s *server.MCPServer) {
	// No key, no ledger: reported.
	s.AddTool(mcp.NewTool("issue_refund",
		mcp.WithString("order_id", mcp.Required()),
		mcp.WithNumber("amount_cents", mcp.Required()),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		id, err := pay.Refund(ctx, req.GetString("order_id", ""), int64(req.GetFloat("amount_cents", 0))) // want `^issue_refund calls Refund with no idempotency key and no ledger lookup before it; a retried call refunds twice$`
		if err != nil {
			return nil, err
		}
		return text(id), nil
	})

	// A lookup on one branch only: the other branch charges unprotected.
	s.AddTool(mcp.NewTool("charge_order",
		mcp.WithString("order_id", mcp.Required()),
		mcp.WithBoolean("check"),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		orderID := req.GetString("order_id", "")
		if req.GetBool("check", false) {
			if e, found, _ := ledger.Lookup(ctx, orderID); found {
				return text(e.Result), nil
			}
		}
		id, err := pay.Charge(ctx, orderID, 100) // want `charge_order calls Charge with no idempotency key and no ledger lookup before it; a retried call charges twice`
		if err != nil {
			return nil, err
		}
		return text(id), nil
	})

	// A lookup on every path: silent.
	s.AddTool(mcp.NewTool("refund_ledger",
		mcp.WithString("order_id", mcp.Required()),
		mcp.WithNumber("amount_cents", mcp.Required()),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		orderID := req.GetString("order_id", "")
		cents := int64(req.GetFloat("amount_cents", 0))
		key := refundKey(orderID, cents)
		e, found, err := ledger.Lookup(ctx, key)
		if err != nil {
			return nil, err
		}
		if found {
			return text(e.Result), nil
		}
		id, err := pay.Refund(ctx, orderID, cents)
		if err != nil {
			return nil, err
		}
		_ = ledger.Record(ctx, key, id, 72*time.Hour)
		return text(id), nil
	})

	// The key goes to Stripe's IdempotencyKey: silent.
	s.AddTool(mcp.NewTool("stripe_refund",
		mcp.WithString("payment_intent", mcp.Required()),
		mcp.WithNumber("amount_cents", mcp.Required()),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		pi := req.GetString("payment_intent", "")
		cents := int64(req.GetFloat("amount_cents", 0))
		params := &stripe.RefundCreateParams{PaymentIntent: stripe.String(pi), Amount: stripe.Int64(cents)}
		params.SetIdempotencyKey(refundKey(pi, cents))
		r, err := sc.V1Refunds.Create(ctx, params)
		if err != nil {
			return nil, err
		}
		return text(r.ID), nil
	})

	// The same, through the struct field: silent.
	s.AddTool(mcp.NewTool("stripe_refund_field",
		mcp.WithString("payment_intent", mcp.Required()),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		pi := req.GetString("payment_intent", "")
		params := &stripe.RefundCreateParams{PaymentIntent: stripe.String(pi)}
		params.IdempotencyKey = stripe.String("refund-" + pi)
		r, err := sc.V1Refunds.Create(ctx, params)
		if err != nil {
			return nil, err
		}
		return text(r.ID), nil
	})

	// Stripe with no key: reported.
	s.AddTool(mcp.NewTool("stripe_refund_nokey",
		mcp.WithString("payment_intent", mcp.Required()),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		params := &stripe.RefundCreateParams{PaymentIntent: stripe.String(req.GetString("payment_intent", ""))}
		r, err := sc.V1Refunds.Create(ctx, params) // want `stripe_refund_nokey calls Create with no idempotency key and no ledger lookup before it; a retried call refunds twice`
		if err != nil {
			return nil, err
		}
		return text(r.ID), nil
	})

	// A volatile key handed to the provider is volatilekey's finding: silent here.
	s.AddTool(mcp.NewTool("refund_random_key",
		mcp.WithString("order_id", mcp.Required()),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		id, err := pay.RefundWithKey(ctx, req.GetString("order_id", ""), 100, uuid.NewString())
		if err != nil {
			return nil, err
		}
		return text(id), nil
	})

	// PUT through a wrapper is idempotent: silent.
	s.AddTool(mcp.NewTool("set_shipping_address",
		mcp.WithString("order_id", mcp.Required()),
		mcp.WithString("address", mcp.Required()),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		url := "https://shop.example/orders/" + req.GetString("order_id", "") + "/address"
		if err := putJSON(ctx, url, []byte(req.GetString("address", ""))); err != nil {
			return nil, err
		}
		if err := send(ctx, http.MethodPut, url); err != nil {
			return nil, err
		}
		return text("ok"), nil
	})

	// POST through the same wrapper: reported.
	s.AddTool(mcp.NewTool("create_ticket",
		mcp.WithString("title", mcp.Required()),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if err := send(ctx, http.MethodPost, "https://tickets.example/new"); err != nil { // want `create_ticket calls send with no idempotency key and no ledger lookup before it; a retried call creates a duplicate`
			return nil, err
		}
		return text("ok"), nil
	})

	// A read: silent.
	s.AddTool(mcp.NewTool("get_order",
		mcp.WithString("order_id", mcp.Required()),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		resp, err := http.Get("https://shop.example/orders/" + req.GetString("order_id", ""))
		if err != nil {
			return nil, err
		}
		defer resp.Body.Close()
		return text(resp.Status), nil
	})

	// A Redis SetNX claim of the key on every path: silent.
	s.AddTool(mcp.NewTool("refund_claimed",
		mcp.WithString("order_id", mcp.Required()),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		orderID := req.GetString("order_id", "")
		key := "refund:" + orderID
		first, err := rdb.SetNX(ctx, key, "pending", 72*time.Hour).Result()
		if err != nil {
			return nil, err
		}
		if !first {
			return text("already refunded"), nil
		}
		id, err := pay.Refund(ctx, orderID, 100)
		if err != nil {
			return nil, err
		}
		return text(id), nil
	})

	// A helper of this package does the lookup: silent.
	s.AddTool(mcp.NewTool("refund_via_helper",
		mcp.WithString("order_id", mcp.Required()),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		id, err := refundChecked(ctx, req.GetString("order_id", ""), 100)
		if err != nil {
			return nil, err
		}
		return text(id), nil
	})

	// A helper with nothing in front of its write: reported at its call.
	s.AddTool(mcp.NewTool("refund_via_blind_helper",
		mcp.WithString("order_id", mcp.Required()),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		id, err := refundBlind(ctx, req.GetString("order_id", ""), 100) // want `refund_via_blind_helper calls refundBlind with no idempotency key and no ledger lookup before it; a retried call refunds twice`
		if err != nil {
			return nil, err
		}
		return text(id), nil
	})

	// The write sits in a closure created after the lookup: silent.
	s.AddTool(mcp.NewTool("refund_in_closure",
		mcp.WithString("order_id", mcp.Required()),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		orderID := req.GetString("order_id", "")
		key := refundKey(orderID, 100)
		if e, found, err := ledger.Lookup(ctx, key); err != nil || found {
			return text(e.Result), err
		}
		var id string
		err := withRetryBudget(ctx, func(ctx context.Context) error {
			var err error
			id, err = pay.Refund(ctx, orderID, 100)
			return err
		})
		if err != nil {
			return nil, err
		}
		return text(id), nil
	})

	//idemlint:ignore nolookup the provider rejects a second charge of the same order
	s.AddTool(mcp.NewTool("charge_ignored",
		mcp.WithString("order_id", mcp.Required()),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		id, err := pay.Charge(ctx, req.GetString("order_id", ""), 100)
		if err != nil {
			return nil, err
		}
		return text(id), nil
	})

	//idemlint:ignore nolookup reads are always safe // want `//idemlint:ignore nolookup silences nothing: remove nolookup from it`
	s.AddTool(mcp.NewTool("get_order_again",
		mcp.WithString("order_id", mcp.Required()),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		resp, err := http.Get("https://shop.example/orders/" + req.GetString("order_id", ""))
		if err != nil {
			return nil, err
		}
		defer resp.Body.Close()
		return text(resp.Status), nil
	})
}

// withRetryBudget runs f under a deadline.
func withRetryBudget(ctx context.Context, f func(context.Context) error) error {
	ctx, cancel := context.WithTimeout(ctx, 5*time.Second)
	defer cancel()
	return f(ctx)
}
