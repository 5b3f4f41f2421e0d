// Package mcpgo holds mcp-go tools whose annotations say more or less
// than their code does.
package mcpgo

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"net/http"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
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

var (
	pay    Payments
	ledger = &RefundLedger{}
)

func text(s string) *mcp.CallToolResult { return mcp.NewToolResultText(s) }

// modelKeyRefund passes the model's key to the provider.
func modelKeyRefund(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id, err := pay.Refund(ctx, req.GetString("order_id", ""), 100, req.GetString("idempotency_key", ""))
	if err != nil {
		return nil, err
	}
	return text(id), nil
}

// charge has no key and no ledger.
func charge(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id, err := pay.Charge(ctx, req.GetString("order_id", ""), 100)
	if err != nil {
		return nil, err
	}
	return text(id), nil
}

// safeRefund derives its key, looks it up and hands it to the provider.
func safeRefund(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	orderID := req.GetString("order_id", "")
	sum := sha256.Sum256(fmt.Appendf(nil, "refund|%q", orderID))
	key := hex.EncodeToString(sum[:])
	if e, found, err := ledger.Lookup(ctx, key); err != nil || found {
		return text(e.Result), err
	}
	id, err := pay.Refund(ctx, orderID, 100, key)
	if err != nil {
		return nil, err
	}
	_ = ledger.Record(ctx, key, id, 72*time.Hour)
	return text(id), nil
}

// getOrder reads.
func getOrder(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	resp, err := http.Get("https://shop.example/orders/" + req.GetString("order_id", ""))
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	return text(resp.Status), nil
}

// setAddress writes with an idempotent PUT.
func setAddress(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	r, err := http.NewRequestWithContext(ctx, http.MethodPut, "https://shop.example/address", strings.NewReader(req.GetString("address", "")))
	if err != nil {
		return nil, err
	}
	resp, err := http.DefaultClient.Do(r)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	return text("ok"), nil
}

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("issue_refund",
		mcp.WithString("order_id", mcp.Required()),
		mcp.WithString("idempotency_key"),
		mcp.WithIdempotentHintAnnotation(true), // want `^issue_refund is annotated idempotentHint: true, but a retry refunds twice: it takes its idempotency key "idempotency_key" from the model; clients retry tools marked idempotent on their own: set idempotentHint to false$`
	), modelKeyRefund)

	s.AddTool(mcp.NewTool("charge_order",
		mcp.WithString("order_id", mcp.Required()),
		mcp.WithReadOnlyHintAnnotation(true), // want `^charge_order is annotated readOnlyHint: true but it writes \(Charge\); clients run and retry read-only tools without asking, so the write can happen twice: set readOnlyHint to false$`
	), charge)

	// WithToolAnnotation with mcp.ToBoolPtr: both claims are wrong.
	s.AddTool(mcp.NewTool("charge_annotated",
		mcp.WithString("order_id", mcp.Required()),
		mcp.WithToolAnnotation(mcp.ToolAnnotation{
			ReadOnlyHint:   mcp.ToBoolPtr(true), // want `charge_annotated is annotated readOnlyHint: true but it writes \(Charge\)`
			IdempotentHint: mcp.ToBoolPtr(true), // want `charge_annotated is annotated idempotentHint: true, but a retry charges twice: it calls Charge with no idempotency key and no ledger lookup before it`
		}),
	), charge)

	// A tool literal whose key is random.
	s.AddTool(mcp.Tool{
		Name:        "refund_random_key",
		Annotations: mcp.ToolAnnotation{IdempotentHint: mcp.ToBoolPtr(true)}, // want `refund_random_key is annotated idempotentHint: true, but a retry refunds twice: its idempotency key comes from uuid.NewString, which differs on every call`
	}, func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		id, err := pay.Refund(ctx, req.GetString("order_id", ""), 100, uuid.NewString())
		if err != nil {
			return nil, err
		}
		return text(id), nil
	})

	// A claim held in a variable: reported, but there is no literal to fix.
	claim := true
	s.AddTool(mcp.NewTool("charge_claimed",
		mcp.WithString("order_id", mcp.Required()),
		mcp.WithIdempotentHintAnnotation(claim), // want `charge_claimed is annotated idempotentHint: true, but a retry charges twice`
	), charge)

	// True claims: silent.
	s.AddTool(mcp.NewTool("issue_refund_safe",
		mcp.WithString("order_id", mcp.Required()),
		mcp.WithIdempotentHintAnnotation(true),
		mcp.WithDestructiveHintAnnotation(true),
	), safeRefund)
	s.AddTool(mcp.NewTool("get_order",
		mcp.WithString("order_id", mcp.Required()),
		mcp.WithReadOnlyHintAnnotation(true),
		mcp.WithIdempotentHintAnnotation(true),
	), getOrder)
	s.AddTool(mcp.NewTool("set_address",
		mcp.WithString("address", mcp.Required()),
		mcp.WithIdempotentHintAnnotation(true),
	), setAddress)

	// NewTool's defaults and hints set to false claim nothing: silent.
	s.AddTool(mcp.NewTool("charge_default",
		mcp.WithString("order_id", mcp.Required()),
	), charge)
	s.AddTool(mcp.NewTool("charge_honest",
		mcp.WithString("order_id", mcp.Required()),
		mcp.WithReadOnlyHintAnnotation(false),
		mcp.WithIdempotentHintAnnotation(false),
		mcp.WithOpenWorldHintAnnotation(true),
	), charge)

	//idemlint:ignore hintmismatch the gateway in front of this server deduplicates by request id
	s.AddTool(mcp.NewTool("charge_ignored",
		mcp.WithString("order_id", mcp.Required()),
		mcp.WithIdempotentHintAnnotation(true),
	), charge)
}
