// Package mcpgo holds mcp-go tools whose keys come from different places.
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
)

// Payments is a provider; Refund writes (verb rule) and takes a key.
type Payments interface {
	Refund(ctx context.Context, orderID string, cents int64, idempotencyKey string) (string, error)
	Charge(ctx context.Context, orderID string, cents int64) (string, error)
}

type Entry struct{ Result string }

// RefundLedger is an idempotency ledger (its name says so).
type RefundLedger struct{}

func (l *RefundLedger) Lookup(ctx context.Context, key string) (Entry, bool, error) {
	return Entry{}, false, nil
}
func (l *RefundLedger) Record(ctx context.Context, key, result string, ttl time.Duration) error {
	return nil
}

var pay Payments
var ledger = &RefundLedger{}

func text(s string) *mcp.CallToolResult { return mcp.NewToolResultText(s) }

func Register(s *server.MCPServer) {
	// The model supplies the key, passed through unchanged.
	s.AddTool(mcp.NewTool("model_key",
		mcp.WithString("order_id", mcp.Required()),
		mcp.WithNumber("amount_cents", mcp.Required()),
		mcp.WithString("idempotency_key"),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		key := req.GetString("idempotency_key", "")
		id, err := pay.Refund(ctx, req.GetString("order_id", ""), int64(req.GetFloat("amount_cents", 0)), key) // want `key slot idempotencyKey from param:idempotency_key` `write verb slots=idempotencyKey lookup=- found=-`
		if err != nil {
			return nil, err
		}
		return text(id), nil
	})

	// An optional model key with a random fallback.
	s.AddTool(mcp.NewTool("fallback_key",
		mcp.WithString("order_id", mcp.Required()),
		mcp.WithString("idempotency_key"),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		key := req.GetString("idempotency_key", "")
		if key == "" {
			key = uuid.NewString()
		}
		id, err := pay.Refund(ctx, req.GetString("order_id", ""), 100, key) // want `key slot idempotencyKey from param:idempotency_key,volatile:uuid.NewString` `write verb slots=idempotencyKey lookup=- found=-`
		if err != nil {
			return nil, err
		}
		return text(id), nil
	})

	// A key derived from the arguments, looked up before and recorded after.
	s.AddTool(mcp.NewTool("derived_key",
		mcp.WithString("order_id", mcp.Required()),
		mcp.WithNumber("amount_cents", mcp.Required()),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		orderID := req.GetString("order_id", "")
		cents := int64(req.GetFloat("amount_cents", 0))
		sum := sha256.Sum256([]byte(fmt.Sprintf("refund|%s|%d", orderID, cents)))
		key := hex.EncodeToString(sum[:])
		if e, found, err := ledger.Lookup(ctx, key); err != nil { // want `key lookup \(\*RefundLedger\)\.Lookup from const,param:amount_cents,param:order_id derived`
			return nil, err
		} else if found {
			return text(e.Result), nil
		}
		id, err := pay.Refund(ctx, orderID, cents, key) // want `key slot idempotencyKey from const,param:amount_cents,param:order_id derived` `write verb slots=idempotencyKey lookup=\(\*RefundLedger\)\.Lookup found=yes`
		if err != nil {
			return nil, err
		}
		_ = ledger.Record(ctx, key, id, 72*time.Hour) // want `key record \(\*RefundLedger\)\.Record from const,param:amount_cents,param:order_id derived`
		return text(id), nil
	})

	// A lookup on one branch only does not dominate the write; the clock
	// is a query window and never reaches a key.
	s.AddTool(mcp.NewTool("one_branch",
		mcp.WithString("order_id", mcp.Required()),
		mcp.WithBoolean("check"),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		orderID := req.GetString("order_id", "")
		since := time.Now().Add(-time.Hour)
		_ = since
		if req.GetBool("check", false) {
			if _, found, _ := ledger.Lookup(ctx, orderID); found { // want `key lookup \(\*RefundLedger\)\.Lookup from param:order_id`
				return text("done"), nil
			}
		}
		id, err := pay.Charge(ctx, orderID, 100) // want `write verb slots=- lookup=- found=-`
		if err != nil {
			return nil, err
		}
		return text(id), nil
	})

	// An empty key is no key.
	s.AddTool(mcp.NewTool("empty_key",
		mcp.WithString("order_id", mcp.Required()),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		id, err := pay.Refund(ctx, req.GetString("order_id", ""), 100, "") // want `write verb slots=- lookup=- found=-`
		if err != nil {
			return nil, err
		}
		return text(id), nil
	})

	// A header key on a POST request built in the handler, from a time stamp.
	s.AddTool(mcp.NewTool("header_key",
		mcp.WithString("order_id", mcp.Required()),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		r, err := http.NewRequestWithContext(ctx, http.MethodPost, "https://pay.example/refunds", bytes.NewReader(nil))
		if err != nil {
			return nil, err
		}
		r.Header.Set("Idempotency-Key", fmt.Sprint(time.Now().UnixNano())) // want `key slot Idempotency-Key header from volatile:time.Now derived`
		resp, err := http.DefaultClient.Do(r)                              // want `write http slots=Idempotency-Key header lookup=- found=-`
		if err != nil {
			return nil, err
		}
		defer resp.Body.Close()
		return text("ok"), nil
	})
}
