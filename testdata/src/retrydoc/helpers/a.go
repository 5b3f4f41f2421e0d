// Package helpers holds mcp-go tools whose keys are handled by helpers
// of the package: the sentence retrydoc suggests follows the key to
// where the handler makes it.
package helpers

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"

	"github.com/google/uuid"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type Payments interface {
	Refund(ctx context.Context, orderID string, cents int64, idempotencyKey string) (string, error)
}

type RefundLedger struct{}

func (l *RefundLedger) Lookup(ctx context.Context, key string) (string, bool, error) {
	return "", false, nil
}

var (
	pay    Payments
	ledger = &RefundLedger{}
)

func text(s string) *mcp.CallToolResult { return mcp.NewToolResultText(s) }

// refundKeyed refunds with the key it is given.
func refundKeyed(ctx context.Context, orderID, k string) (string, error) {
	return pay.Refund(ctx, orderID, 100, k)
}

// done looks the key up in the ledger.
func done(ctx context.Context, k string) (string, bool) {
	id, found, err := ledger.Lookup(ctx, k)
	return id, found && err == nil
}

func deriveKey(orderID string) string {
	sum := sha256.Sum256(fmt.Appendf(nil, "refund|%q", orderID))
	return hex.EncodeToString(sum[:])
}

func Register(s *server.MCPServer) {
	// A random key handed to the helper: not safe.
	s.AddTool(mcp.NewTool("refund_random_arg",
		mcp.WithDescription("Refund an order."), // want `the description of refund_random_arg does not say whether retrying is safe; after a timeout the agent guesses and may repeat the write: add a sentence such as "Not safe to retry blindly: check whether it took effect before calling again."`
		mcp.WithString("order_id", mcp.Required()),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		id, err := refundKeyed(ctx, req.GetString("order_id", ""), uuid.NewString())
		if err != nil {
			return nil, err
		}
		return text(id), nil
	})

	// The key is derived from the order, looked up through a helper and
	// handed to the provider: safe.
	s.AddTool(mcp.NewTool("refund_checked",
		mcp.WithDescription("Refund an order."), // want `the description of refund_checked does not say whether retrying is safe; after a timeout the agent guesses and may repeat the write: add a sentence such as "Safe to retry: calling again with the same arguments returns the original result."`
		mcp.WithString("order_id", mcp.Required()),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		orderID := req.GetString("order_id", "")
		key := deriveKey(orderID)
		if id, ok := done(ctx, key); ok {
			return text(id), nil
		}
		id, err := pay.Refund(ctx, orderID, 100, key)
		if err != nil {
			return nil, err
		}
		return text(id), nil
	})

	// The lookup goes through a helper, but the key is the model's: not
	// safe.
	s.AddTool(mcp.NewTool("refund_model_ref",
		mcp.WithDescription("Refund an order."), // want `the description of refund_model_ref does not say whether retrying is safe; after a timeout the agent guesses and may repeat the write: add a sentence such as "Not safe to retry blindly: check whether it took effect before calling again."`
		mcp.WithString("order_id", mcp.Required()),
		mcp.WithString("ref", mcp.Required()),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		ref := req.GetString("ref", "")
		if id, ok := done(ctx, ref); ok {
			return text(id), nil
		}
		id, err := pay.Refund(ctx, req.GetString("order_id", ""), 100, ref)
		if err != nil {
			return nil, err
		}
		return text(id), nil
	})
}
