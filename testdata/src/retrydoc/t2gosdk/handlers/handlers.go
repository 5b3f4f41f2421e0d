// Package handlers implements go-sdk handlers that package server
// registers (T2): their bodies are here, their declarations there.
package handlers

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"net/http"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type Payments interface {
	Refund(ctx context.Context, orderID string, cents int64, idempotencyKey string) (string, error)
	Transfer(ctx context.Context, from, to string, cents int64) (string, error)
}

type RefundIn struct {
	OrderID        string `json:"order_id"`
	Cents          int64  `json:"amount_cents"`
	IdempotencyKey string `json:"idempotency_key,omitempty"`
}

type OrderIn struct {
	OrderID string `json:"order_id"`
	Cents   int64  `json:"amount_cents"`
}

type TransferIn struct {
	From  string `json:"from"`
	To    string `json:"to"`
	Cents int64  `json:"amount_cents"`
}

type Out struct {
	ID string `json:"id"`
}

type Bank struct{ Pay Payments }

// Refund passes the model's key to the provider.
func (b *Bank) Refund(ctx context.Context, req *mcp.CallToolRequest, in RefundIn) (*mcp.CallToolResult, Out, error) {
	id, err := b.Pay.Refund(ctx, in.OrderID, in.Cents, in.IdempotencyKey)
	return nil, Out{ID: id}, err
}

// Transfer has no key.
func (b *Bank) Transfer(ctx context.Context, req *mcp.CallToolRequest, in TransferIn) (*mcp.CallToolResult, Out, error) {
	id, err := b.Pay.Transfer(ctx, in.From, in.To, in.Cents)
	return nil, Out{ID: id}, err
}

// SafeRefund derives its key from the order.
func (b *Bank) SafeRefund(ctx context.Context, req *mcp.CallToolRequest, in OrderIn) (*mcp.CallToolResult, Out, error) {
	sum := sha256.Sum256([]byte(in.OrderID))
	id, err := b.Pay.Refund(ctx, in.OrderID, in.Cents, hex.EncodeToString(sum[:]))
	return nil, Out{ID: id}, err
}

// Lookup only reads.
func (b *Bank) Lookup(ctx context.Context, req *mcp.CallToolRequest, in OrderIn) (*mcp.CallToolResult, Out, error) {
	resp, err := http.Get("https://shop.example/refunds/" + in.OrderID)
	if err != nil {
		return nil, Out{}, err
	}
	defer resp.Body.Close()
	return nil, Out{ID: resp.Status}, nil
}
