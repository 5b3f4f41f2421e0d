// Package mcpgo holds mcp-go write tools that keep their keys for
// different lifetimes.
package mcpgo

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	"github.com/redis/go-redis/v9"
)

type Payments interface {
	Refund(ctx context.Context, orderID string, cents int64) (string, error)
}

type Entry struct{ Result string }

type RefundLedger struct{}

func (l *RefundLedger) Lookup(ctx context.Context, key string) (Entry, bool, error) {
	return Entry{}, false, nil
}

func (l *RefundLedger) Record(ctx context.Context, key, result string, ttl time.Duration) error {
	return nil
}

const shortTTL = 30 * time.Minute

var (
	pay       Payments
	ledger    = &RefundLedger{}
	rdb       = redis.NewClient(&redis.Options{Addr: "localhost:6379"})
	configTTL = 10 * time.Minute // a variable: not a constant lifetime
)

func refundKey(orderID string, cents int64) string {
	sum := sha256.Sum256(fmt.Appendf(nil, "refund|%q|%d", orderID, cents))
	return hex.EncodeToString(sum[:])
}

func text(s string) *mcp.CallToolResult { return mcp.NewToolResultText(s) }

// refund looks the key up, refunds and records the result for ttl.
func refund(ctx context.Context, orderID string, ttl time.Duration) (string, error) {
	key := refundKey(orderID, 100)
	if e, found, err := ledger.Lookup(ctx, key); err != nil || found {
		return e.Result, err
	}
	id, err := pay.Refund(ctx, orderID, 100)
	if err != nil {
		return "", err
	}
	return id, ledger.Record(ctx, key, id, ttl)
}

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("issue_refund",
		mcp.WithString("order_id", mcp.Required()),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		orderID := req.GetString("order_id", "")
		key := refundKey(orderID, 100)
		if e, found, err := ledger.Lookup(ctx, key); err != nil || found {
			return text(e.Result), err
		}
		id, err := pay.Refund(ctx, orderID, 100)
		if err != nil {
			return nil, err
		}
		_ = ledger.Record(ctx, key, id, 10*time.Minute) // want `^issue_refund records its idempotency key with \(\*RefundLedger\)\.Record for 10m, less than 24h; a retry that comes later \(an agent paused for human review\) finds no key and refunds twice: keep the key for at least 24h$`
		return text(id), nil
	})

	// Three days: silent.
	s.AddTool(mcp.NewTool("refund_kept",
		mcp.WithString("order_id", mcp.Required()),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		orderID := req.GetString("order_id", "")
		key := refundKey(orderID, 100)
		if e, found, err := ledger.Lookup(ctx, key); err != nil || found {
			return text(e.Result), err
		}
		id, err := pay.Refund(ctx, orderID, 100)
		if err != nil {
			return nil, err
		}
		_ = ledger.Record(ctx, key, id, 72*time.Hour)
		return text(id), nil
	})

	// A named constant and a local copy of it are constants too.
	s.AddTool(mcp.NewTool("refund_named_ttl",
		mcp.WithString("order_id", mcp.Required()),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		orderID := req.GetString("order_id", "")
		key := refundKey(orderID, 100)
		if e, found, err := ledger.Lookup(ctx, key); err != nil || found {
			return text(e.Result), err
		}
		id, err := pay.Refund(ctx, orderID, 100)
		if err != nil {
			return nil, err
		}
		ttl := 2 * shortTTL
		if id == "" {
			_ = ledger.Record(ctx, key, "none", shortTTL) // want `refund_named_ttl records its idempotency key with \(\*RefundLedger\)\.Record for 30m, less than 24h`
		}
		_ = ledger.Record(ctx, key, id, ttl) // want `refund_named_ttl records its idempotency key with \(\*RefundLedger\)\.Record for 1h, less than 24h`
		return text(id), nil
	})

	// Lifetimes that are not constants: silent.
	s.AddTool(mcp.NewTool("refund_configured_ttl",
		mcp.WithString("order_id", mcp.Required()),
		mcp.WithNumber("keep_hours"),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		orderID := req.GetString("order_id", "")
		key := refundKey(orderID, 100)
		if e, found, err := ledger.Lookup(ctx, key); err != nil || found {
			return text(e.Result), err
		}
		id, err := pay.Refund(ctx, orderID, 100)
		if err != nil {
			return nil, err
		}
		_ = ledger.Record(ctx, key, id, configTTL)
		_ = ledger.Record(ctx, key, id, time.Duration(req.GetFloat("keep_hours", 1))*time.Hour)
		return text(id), nil
	})

	// A Redis claim, then a Redis record of the same key.
	s.AddTool(mcp.NewTool("refund_redis",
		mcp.WithString("order_id", mcp.Required()),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		orderID := req.GetString("order_id", "")
		key := "refund:" + orderID
		first, err := rdb.SetNX(ctx, key, "pending", 10*time.Minute).Result() // want `refund_redis claims its idempotency key with \(\*redis\.Client\)\.SetNX for 10m, less than 24h`
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
		rdb.Set(ctx, key, id, time.Hour) // want `refund_redis records its idempotency key with \(\*redis\.Client\)\.Set for 1h, less than 24h`
		// A cache entry that is not the key: not a record of it.
		rdb.Set(ctx, "last-refund:"+orderID, id, 5*time.Minute)
		// No expiry, and go-redis's KeepTTL: silent.
		rdb.Set(ctx, key, id, 0)
		rdb.Set(ctx, key, id, redis.KeepTTL)
		return text(id), nil
	})

	// The same with long lifetimes: silent.
	s.AddTool(mcp.NewTool("refund_redis_kept",
		mcp.WithString("order_id", mcp.Required()),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		orderID := req.GetString("order_id", "")
		key := "refund:" + orderID
		first, err := rdb.SetNX(ctx, key, "pending", 7*24*time.Hour).Result()
		if err != nil || !first {
			return text("already refunded"), err
		}
		id, err := pay.Refund(ctx, orderID, 100)
		if err != nil {
			return nil, err
		}
		rdb.Set(ctx, key, id, 7*24*time.Hour)
		return text(id), nil
	})

	// A read tool that caches briefly: not a write tool, silent.
	s.AddTool(mcp.NewTool("get_order",
		mcp.WithString("order_id", mcp.Required()),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		key := "order:" + req.GetString("order_id", "")
		_, _ = rdb.SetNX(ctx, key, "x", time.Minute).Result()
		return text("ok"), nil
	})

	// A record in a helper is not seen (see the doc): silent.
	s.AddTool(mcp.NewTool("refund_helper",
		mcp.WithString("order_id", mcp.Required()),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		id, err := refund(ctx, req.GetString("order_id", ""), 10*time.Minute)
		if err != nil {
			return nil, err
		}
		return text(id), nil
	})

	s.AddTool(mcp.NewTool("refund_ignored",
		mcp.WithString("order_id", mcp.Required()),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		orderID := req.GetString("order_id", "")
		key := refundKey(orderID, 100)
		if e, found, err := ledger.Lookup(ctx, key); err != nil || found {
			return text(e.Result), err
		}
		id, err := pay.Refund(ctx, orderID, 100)
		if err != nil {
			return nil, err
		}
		//idemlint:ignore keyttl the orchestrator abandons a run after five minutes
		_ = ledger.Record(ctx, key, id, 10*time.Minute)
		return text(id), nil
	})
}
