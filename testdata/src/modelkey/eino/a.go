// Package eino holds eino tools inferred from typed handlers.
package eino

import (
	"context"

	"github.com/cloudwego/eino/components/tool"
	"github.com/cloudwego/eino/components/tool/utils"
)

type Payments interface {
	Refund(ctx context.Context, orderID string, cents int64, dedupKey string) (string, error)
	Status(ctx context.Context, orderID string) (string, error)
}

var pay Payments

type Base struct {
	OrderID string `json:"order_id"`
}

type RefundIn struct {
	Base
	AmountCents int64    `json:"amount_cents"`
	Tags        []string `json:"tags,omitempty"`
	DedupKey    string   `json:"dedup_key,omitempty"` // want `issue_refund takes its idempotency key "dedup_key" from the model; a retry with a new key acts twice: derive the key inside the tool from order_id, amount_cents, tags`
}

type RefundOut struct {
	RefundID string `json:"refund_id"`
}

// A pointer input and an embedded struct: the key is read inline.
func NewRefundTool() (tool.InvokableTool, error) {
	return utils.InferTool("issue_refund", "Issue a refund for an order.",
		func(ctx context.Context, in *RefundIn) (*RefundOut, error) {
			id, err := pay.Refund(ctx, in.OrderID, in.AmountCents, in.DedupKey)
			if err != nil {
				return nil, err
			}
			return &RefundOut{RefundID: id}, nil
		})
}

type StatusIn struct {
	OrderID   string `json:"order_id"`
	RequestID string `json:"request_id,omitempty"`
}

// Clean: a read-only tool.
func NewStatusTool() (tool.InvokableTool, error) {
	return utils.InferTool("order_status", "Look up an order.",
		func(ctx context.Context, in StatusIn) (string, error) {
			return pay.Status(ctx, in.OrderID)
		})
}
