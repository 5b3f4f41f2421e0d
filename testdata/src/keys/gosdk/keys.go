// Package gosdk holds go-sdk tools with struct inputs whose keys come from
// different places.
package gosdk

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"strconv"
	"sync/atomic"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// RefundParams mirrors a provider's params struct with a key slot.
type RefundParams struct {
	OrderID        string
	Amount         int64
	IdempotencyKey *string
}

func String(s string) *string { return &s }

type Provider interface {
	CreateRefund(ctx context.Context, p *RefundParams) (string, error)
	SendReceipt(ctx context.Context, orderID string) error
}

var provider Provider

type RefundIn struct {
	OrderID string `json:"order_id"`
	Amount  int64  `json:"amount_cents"`
	Note    string `json:"note,omitempty" idem:"-"`
	Key     string `json:"idempotency_key,omitempty"`
}

type Out struct {
	ID string `json:"id"`
}

var calls int64

// newKey hides a random source behind a helper.
func newKey() string {
	b := make([]byte, 16)
	_, _ = rand.Read(b)
	return hex.EncodeToString(b)
}

func Register(s *mcp.Server) {
	// The model's key goes into the params struct's slot.
	mcp.AddTool(s, &mcp.Tool{Name: "struct_slot", Description: "Refund."},
		func(ctx context.Context, req *mcp.CallToolRequest, in RefundIn) (*mcp.CallToolResult, Out, error) {
			p := &RefundParams{OrderID: in.OrderID, Amount: in.Amount}
			p.IdempotencyKey = String(in.Key)        // want `key slot IdempotencyKey from param:idempotency_key`
			id, err := provider.CreateRefund(ctx, p) // want `write verb slots=IdempotencyKey lookup=- found=-`
			return nil, Out{ID: id}, err
		})

	// A random key made in a helper.
	mcp.AddTool(s, &mcp.Tool{Name: "helper_random", Description: "Refund."},
		func(ctx context.Context, req *mcp.CallToolRequest, in RefundIn) (*mcp.CallToolResult, Out, error) {
			p := &RefundParams{OrderID: in.OrderID, Amount: in.Amount, IdempotencyKey: String(newKey())} // want `key slot IdempotencyKey from volatile:rand.Read derived`
			id, err := provider.CreateRefund(ctx, p)                                                     // want `write verb slots=IdempotencyKey lookup=- found=-`
			return nil, Out{ID: id}, err
		})

	// A process-wide counter in the key.
	mcp.AddTool(s, &mcp.Tool{Name: "counter_key", Description: "Refund."},
		func(ctx context.Context, req *mcp.CallToolRequest, in RefundIn) (*mcp.CallToolResult, Out, error) {
			n := atomic.AddInt64(&calls, 1)
			key := in.OrderID + "-" + strconv.FormatInt(n, 10)
			p := &RefundParams{OrderID: in.OrderID, Amount: in.Amount, IdempotencyKey: &key} // want `key slot IdempotencyKey from const,param:order_id,volatile:atomic counter atomic.AddInt64 derived`
			id, err := provider.CreateRefund(ctx, p)                                         // want `write verb slots=IdempotencyKey lookup=- found=-`
			return nil, Out{ID: id}, err
		})

	// No key at all: a write with no slot.
	mcp.AddTool(s, &mcp.Tool{Name: "no_key", Description: "Send a receipt."},
		func(ctx context.Context, req *mcp.CallToolRequest, in RefundIn) (*mcp.CallToolResult, Out, error) {
			err := provider.SendReceipt(ctx, in.OrderID) // want `write verb slots=- lookup=- found=-`
			return nil, Out{}, err
		})
}
