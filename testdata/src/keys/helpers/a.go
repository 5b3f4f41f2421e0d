// Package helpers holds mcp-go tools whose keys go through functions of
// the package: a callee's parameters are bound to the caller's
// arguments, through several calls.
package helpers

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"time"

	"github.com/google/uuid"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type Payments interface {
	Refund(ctx context.Context, orderID string, cents int64, idempotencyKey string) (string, error)
}

type RefundLedger struct{}

func (l *RefundLedger) Record(ctx context.Context, key, result string, ttl time.Duration) error {
	return nil
}

var (
	pay    Payments
	ledger = &RefundLedger{}
)

// refundKeyed hands the key it is given to the provider.
func refundKeyed(ctx context.Context, orderID, k string) (string, error) {
	// Bound per tool: to refund_ref's ref, and through refundVia to
	// refund_via's derived key.
	return pay.Refund(ctx, orderID, 100, k) // want `key slot idempotencyKey from param:ref` `key slot idempotencyKey from const,param:order_id,volatile:uuid.NewString derived`
}

// refundVia goes through one more helper.
func refundVia(ctx context.Context, orderID, k string) (string, error) {
	_ = ledger.Record(ctx, k, orderID, time.Hour) // want `key record \(\*RefundLedger\)\.Record from const,param:order_id,volatile:uuid.NewString derived`
	return refundKeyed(ctx, orderID, k)
}

// refundReq reads the key from the request it is given.
func refundReq(ctx context.Context, req mcp.CallToolRequest) (string, error) {
	return pay.Refund(ctx, req.GetString("order_id", ""), 100, req.GetString("idempotency_key", "")) // want `key slot idempotencyKey from param:idempotency_key`
}

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("refund_ref",
		mcp.WithString("order_id", mcp.Required()),
		mcp.WithString("ref", mcp.Required()),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		id, err := refundKeyed(ctx, req.GetString("order_id", ""), req.GetString("ref", "")) // want `write verb slots=- lookup=- found=-`
		if err != nil {
			return nil, err
		}
		return mcp.NewToolResultText(id), nil
	})

	s.AddTool(mcp.NewTool("refund_via",
		mcp.WithString("order_id", mcp.Required()),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		orderID := req.GetString("order_id", "")
		sum := sha256.Sum256(fmt.Appendf(nil, "%s|%s", orderID, uuid.NewString()))
		id, err := refundVia(ctx, orderID, hex.EncodeToString(sum[:])) // want `write verb slots=- lookup=- found=-`
		if err != nil {
			return nil, err
		}
		return mcp.NewToolResultText(id), nil
	})

	s.AddTool(mcp.NewTool("refund_req",
		mcp.WithString("order_id", mcp.Required()),
		mcp.WithString("idempotency_key"),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		id, err := refundReq(ctx, req) // want `write verb slots=- lookup=- found=-`
		if err != nil {
			return nil, err
		}
		return mcp.NewToolResultText(id), nil
	})
}
