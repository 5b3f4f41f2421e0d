package mcpgo

import (
	"bytes"
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"log"
	"net/http"
	"time"

	"github.com/google/uuid"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type Payments interface {
	Refund(ctx context.Context, orderID string, cents int64, idempotencyKey string) (string, error)
	Orders(ctx context.Context, since time.Time) ([]string, error)
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
)

func text(s string) *mcp.CallToolResult { return mcp.NewToolResultText(s) }

func Register(s *server.MCPServer) {
	// A fresh UUID for every call.
	s.AddTool(mcp.NewTool("issue_refund",
		mcp.WithString("order_id", mcp.Required()),
		mcp.WithNumber("amount_cents", mcp.Required()),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		key := uuid.NewString() // want `the idempotency key of issue_refund comes from uuid\.NewString, which differs on every call; a retry gets a new key and acts twice: derive the key that reaches idempotencyKey from the arguments order_id, amount_cents`
		id, err := pay.Refund(ctx, req.GetString("order_id", ""), int64(req.GetFloat("amount_cents", 0)), key)
		if err != nil {
			return nil, err
		}
		return text(id), nil
	})

	// The model's key with a random fallback: modelkey reports the
	// parameter, volatilekey the fallback.
	s.AddTool(mcp.NewTool("refund_fallback",
		mcp.WithString("order_id", mcp.Required()),
		mcp.WithString("idempotency_key"),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		key := req.GetString("idempotency_key", "")
		if key == "" {
			key = rand.Text() // want `the idempotency key of refund_fallback comes from rand\.Text, which differs on every call; a retry gets a new key and acts twice: derive the key that reaches idempotencyKey from the arguments order_id`
		}
		id, err := pay.Refund(ctx, req.GetString("order_id", ""), 100, key)
		if err != nil {
			return nil, err
		}
		return text(id), nil
	})

	// A time stamp in an Idempotency-Key header.
	s.AddTool(mcp.NewTool("refund_http",
		mcp.WithString("order_id", mcp.Required()),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		r, err := http.NewRequestWithContext(ctx, http.MethodPost, "https://pay.example/refunds", bytes.NewReader(nil))
		if err != nil {
			return nil, err
		}
		r.Header.Set("Idempotency-Key", req.GetString("order_id", "")+"-"+fmt.Sprint(time.Now().UnixNano())) // want `the idempotency key of refund_http comes from time\.Now, which differs on every call; a retry gets a new key and acts twice: derive the key that reaches the Idempotency-Key header from the arguments order_id`
		resp, err := http.DefaultClient.Do(r)
		if err != nil {
			return nil, err
		}
		defer resp.Body.Close()
		return text("ok"), nil
	})

	// A random key looked up, handed over and recorded: one report at
	// the source.
	s.AddTool(mcp.NewTool("refund_ledger",
		mcp.WithString("order_id", mcp.Required()),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		key := uuid.New().String() // want `the idempotency key of refund_ledger comes from uuid\.New, which differs on every call; a retry gets a new key and acts twice: derive the key that reaches \(\*RefundLedger\)\.Lookup from the arguments order_id`
		if e, found, err := ledger.Lookup(ctx, key); err != nil {
			return nil, err
		} else if found {
			return text(e.Result), nil
		}
		id, err := pay.Refund(ctx, req.GetString("order_id", ""), 100, key)
		if err != nil {
			return nil, err
		}
		_ = ledger.Record(ctx, key, id, 72*time.Hour)
		return text(id), nil
	})

	// Correct: the key is derived from the arguments. The clock is a poll
	// window, the UUID a trace id in a log line and a request header; none
	// reaches a key.
	s.AddTool(mcp.NewTool("refund_derived",
		mcp.WithString("order_id", mcp.Required()),
		mcp.WithNumber("amount_cents", mcp.Required()),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		orderID := req.GetString("order_id", "")
		cents := int64(req.GetFloat("amount_cents", 0))
		traceID := uuid.NewString()
		log.Printf("trace %s: refund %s", traceID, orderID)
		if _, err := pay.Orders(ctx, time.Now().Add(-time.Hour)); err != nil {
			return nil, err
		}
		sum := sha256.Sum256([]byte(fmt.Sprintf("issue_refund|%s|%d", orderID, cents)))
		id, err := pay.Refund(ctx, orderID, cents, hex.EncodeToString(sum[:]))
		if err != nil {
			return nil, err
		}
		r, err := http.NewRequestWithContext(ctx, http.MethodPost, "https://audit.example/events", bytes.NewReader(nil))
		if err != nil {
			return nil, err
		}
		r.Header.Set("X-Request-Id", traceID)
		r.Header.Set("Idempotency-Key", "audit-"+id)
		resp, err := http.DefaultClient.Do(r)
		if err != nil {
			return nil, err
		}
		defer resp.Body.Close()
		return text(id), nil
	})

	// A read-only tool keeps a cache keyed by the clock: not a write tool.
	s.AddTool(mcp.NewTool("recent_orders"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if e, found, _ := ledger.Lookup(ctx, time.Now().Format(time.RFC3339)); found {
			return text(e.Result), nil
		}
		return text("none"), nil
	})

	s.AddTool(mcp.NewTool("refund_ignored",
		mcp.WithString("order_id", mcp.Required()),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		//idemlint:ignore volatilekey the provider deduplicates on order_id alone
		id, err := pay.Refund(ctx, req.GetString("order_id", ""), 100, uuid.NewString())
		if err != nil {
			return nil, err
		}
		return text(id), nil
	})
}
