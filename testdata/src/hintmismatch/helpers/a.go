// Package helpers holds mcp-go tools annotated idempotentHint: true whose
// handlers hand their keys to helpers of the package: the keys pass binds
// a helper's parameters to the handler's arguments, so a key is judged
// by where it comes from in the handler.
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

var pay Payments

func text(s string) *mcp.CallToolResult { return mcp.NewToolResultText(s) }

// refundKeyed refunds with the key it is given. Its parameter is not
// named like a key: only the binding says what the key is.
func refundKeyed(ctx context.Context, orderID, k string) (string, error) {
	return pay.Refund(ctx, orderID, 100, k)
}

// refundNewKey makes a new key on every call.
func refundNewKey(ctx context.Context, orderID string) (string, error) {
	return pay.Refund(ctx, orderID, 100, uuid.NewString())
}

// refundDerived derives its key from the order.
func refundDerived(ctx context.Context, orderID string) (string, error) {
	sum := sha256.Sum256(fmt.Appendf(nil, "refund|%q", orderID))
	return pay.Refund(ctx, orderID, 100, hex.EncodeToString(sum[:]))
}

func deriveKey(orderID string) string {
	sum := sha256.Sum256(fmt.Appendf(nil, "refund|%q", orderID))
	return hex.EncodeToString(sum[:])
}

func Register(s *server.MCPServer) {
	// The model's ref reaches the provider's key slot through the helper.
	s.AddTool(mcp.NewTool("refund_model_ref",
		mcp.WithString("order_id", mcp.Required()),
		mcp.WithString("ref", mcp.Required()),
		mcp.WithIdempotentHintAnnotation(true), // want `^refund_model_ref is annotated idempotentHint: true, but a retry refunds twice: it takes its idempotency key "ref" from the model; clients retry tools marked idempotent on their own: set idempotentHint to false$`
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		id, err := refundKeyed(ctx, req.GetString("order_id", ""), req.GetString("ref", ""))
		if err != nil {
			return nil, err
		}
		return text(id), nil
	})

	// A random key made in the handler and handed to the helper.
	s.AddTool(mcp.NewTool("refund_random_arg",
		mcp.WithString("order_id", mcp.Required()),
		mcp.WithIdempotentHintAnnotation(true), // want `^refund_random_arg is annotated idempotentHint: true, but a retry refunds twice: its idempotency key comes from uuid.NewString, which differs on every call; clients retry tools marked idempotent on their own: set idempotentHint to false$`
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		id, err := refundKeyed(ctx, req.GetString("order_id", ""), uuid.NewString())
		if err != nil {
			return nil, err
		}
		return text(id), nil
	})

	// A random key made in the helper itself.
	s.AddTool(mcp.NewTool("refund_random_helper",
		mcp.WithString("order_id", mcp.Required()),
		mcp.WithIdempotentHintAnnotation(true), // want `^refund_random_helper is annotated idempotentHint: true, but a retry refunds twice: its idempotency key comes from uuid.NewString, which differs on every call; clients retry tools marked idempotent on their own: set idempotentHint to false$`
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		id, err := refundNewKey(ctx, req.GetString("order_id", ""))
		if err != nil {
			return nil, err
		}
		return text(id), nil
	})

	// True claims: the key is derived from the order, in the handler or
	// in the helper. Silent.
	s.AddTool(mcp.NewTool("refund_derived_arg",
		mcp.WithString("order_id", mcp.Required()),
		mcp.WithIdempotentHintAnnotation(true),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		orderID := req.GetString("order_id", "")
		id, err := refundKeyed(ctx, orderID, deriveKey(orderID))
		if err != nil {
			return nil, err
		}
		return text(id), nil
	})
	s.AddTool(mcp.NewTool("refund_derived_helper",
		mcp.WithString("order_id", mcp.Required()),
		mcp.WithIdempotentHintAnnotation(true),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		id, err := refundDerived(ctx, req.GetString("order_id", ""))
		if err != nil {
			return nil, err
		}
		return text(id), nil
	})
}
