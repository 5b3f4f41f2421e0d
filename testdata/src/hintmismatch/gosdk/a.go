// Package gosdk holds go-sdk tools whose annotations say more or less
// than their code does.
package gosdk

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

var pay Payments

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

func refund(ctx context.Context, req *mcp.CallToolRequest, in RefundIn) (*mcp.CallToolResult, Out, error) {
	id, err := pay.Refund(ctx, in.OrderID, in.Cents, in.IdempotencyKey)
	return nil, Out{ID: id}, err
}

func transfer(ctx context.Context, req *mcp.CallToolRequest, in TransferIn) (*mcp.CallToolResult, Out, error) {
	id, err := pay.Transfer(ctx, in.From, in.To, in.Cents)
	return nil, Out{ID: id}, err
}

func safeRefund(ctx context.Context, req *mcp.CallToolRequest, in OrderIn) (*mcp.CallToolResult, Out, error) {
	sum := sha256.Sum256([]byte(in.OrderID))
	id, err := pay.Refund(ctx, in.OrderID, in.Cents, hex.EncodeToString(sum[:]))
	return nil, Out{ID: id}, err
}

func lookup(ctx context.Context, req *mcp.CallToolRequest, in OrderIn) (*mcp.CallToolResult, Out, error) {
	resp, err := http.Get("https://shop.example/refunds/" + in.OrderID)
	if err != nil {
		return nil, Out{}, err
	}
	defer resp.Body.Close()
	return nil, Out{ID: resp.Status}, nil
}

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{
		Name:        "issue_refund",
		Description: "Refund an order.",
		Annotations: &mcp.ToolAnnotations{IdempotentHint: true}, // want `^issue_refund is annotated idempotentHint: true, but a retry refunds twice: it takes its idempotency key "idempotency_key" from the model; clients retry tools marked idempotent on their own: set idempotentHint to false$`
	}, refund)

	mcp.AddTool(s, &mcp.Tool{
		Name:        "transfer_funds",
		Description: "Move money between accounts.",
		Annotations: &mcp.ToolAnnotations{
			ReadOnlyHint:   true, // want `transfer_funds is annotated readOnlyHint: true but it writes \(Transfer\)`
			IdempotentHint: true, // want `transfer_funds is annotated idempotentHint: true, but a retry transfers twice: it calls Transfer with no idempotency key and no ledger lookup before it`
		},
	}, transfer)

	// Annotations built beforehand are followed.
	ann := &mcp.ToolAnnotations{IdempotentHint: true} // want `transfer_again is annotated idempotentHint: true, but a retry transfers twice`
	mcp.AddTool(s, &mcp.Tool{Name: "transfer_again", Description: "Move money.", Annotations: ann}, transfer)

	// True claims, defaults and honest hints: silent.
	notDestructive := false
	mcp.AddTool(s, &mcp.Tool{
		Name:        "issue_refund_safe",
		Description: "Refund an order.",
		Annotations: &mcp.ToolAnnotations{IdempotentHint: true, DestructiveHint: &notDestructive},
	}, safeRefund)
	mcp.AddTool(s, &mcp.Tool{
		Name:        "get_refund",
		Description: "Look up a refund.",
		Annotations: &mcp.ToolAnnotations{ReadOnlyHint: true, IdempotentHint: true},
	}, lookup)
	mcp.AddTool(s, &mcp.Tool{
		Name:        "transfer_honest",
		Description: "Move money.",
		Annotations: &mcp.ToolAnnotations{ReadOnlyHint: false, IdempotentHint: false},
	}, transfer)
	mcp.AddTool(s, &mcp.Tool{Name: "transfer_plain", Description: "Move money."}, transfer)
}
