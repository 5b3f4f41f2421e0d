// Package handlers implements tool handlers that package server
// registers (T2): their bodies are here, their declarations there.
package handlers

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"net/http"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
)

type Payments interface {
	Refund(ctx context.Context, orderID string, cents int64, idempotencyKey string) (string, error)
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

type Chat struct {
	Pay    Payments
	Ledger *RefundLedger
}

// Charge has no key and no ledger: a retry charges twice.
func (c *Chat) Charge(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id, err := c.Pay.Charge(ctx, req.GetString("order_id", ""), 100) // want `^the handler \(\*Chat\)\.Charge calls Charge with no idempotency key and no ledger lookup before it; a retried call acts twice$`
	if err != nil {
		return nil, err
	}
	return mcp.NewToolResultText(id), nil
}

// Refund derives its key, looks it up and hands it to the provider.
func (c *Chat) Refund(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	orderID := req.GetString("order_id", "")
	sum := sha256.Sum256(fmt.Appendf(nil, "refund|%q", orderID))
	key := hex.EncodeToString(sum[:])
	if e, found, err := c.Ledger.Lookup(ctx, key); err != nil || found {
		return mcp.NewToolResultText(e.Result), err
	}
	id, err := c.Pay.Refund(ctx, orderID, 100, key)
	if err != nil {
		return nil, err
	}
	_ = c.Ledger.Record(ctx, key, id, 72*time.Hour)
	return mcp.NewToolResultText(id), nil
}

// RefundWithKey passes the model's key to the provider.
func (c *Chat) RefundWithKey(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id, err := c.Pay.Refund(ctx, req.GetString("order_id", ""), 100, req.GetString("idempotency_key", ""))
	if err != nil {
		return nil, err
	}
	return mcp.NewToolResultText(id), nil
}

// GetOrder only reads.
func (c *Chat) GetOrder(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	resp, err := http.Get("https://shop.example/orders/" + req.GetString("order_id", ""))
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	return mcp.NewToolResultText(resp.Status), nil
}

// Facade is a server's one handler type that hands each call on to a
// per-resource handler it makes: the write is reported once, where the
// per-resource handler makes it, not again at the facade's call.
type Facade struct {
	Pay Payments
}

func (f *Facade) Charge(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if f.Pay == nil {
		return nil, fmt.Errorf("payments not configured")
	}
	chat := NewChat(f.Pay)
	return chat.Charge(ctx, req)
}

// AuditedCharge records an audit entry of its own before it hands the
// call on: it is judged as a handler of its own.
func (f *Facade) AuditedCharge(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if _, err := f.Pay.Charge(ctx, "audit", 0); err != nil { // want `^the handler \(\*Facade\)\.AuditedCharge calls Charge with no idempotency key`
		return nil, err
	}
	chat := NewChat(f.Pay)
	return chat.Charge(ctx, req) // want `^the handler \(\*Facade\)\.AuditedCharge calls Charge with no idempotency key`
}

func NewChat(pay Payments) *Chat { return &Chat{Pay: pay} }
