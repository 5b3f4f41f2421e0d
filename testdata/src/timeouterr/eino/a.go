package eino

import (
	"context"

	"github.com/cloudwego/eino/components/tool"
	"github.com/cloudwego/eino/components/tool/utils"
)

type Payments interface {
	Refund(ctx context.Context, orderID string, cents int64) (string, error)
}

type RefundIn struct {
	OrderID     string `json:"order_id"`
	AmountCents int64  `json:"amount_cents"`
}

type RefundOut struct {
	RefundID string `json:"refund_id"`
}

// A struct output: reported, but a zero RefundOut would say nothing, so
// there is no fix.
func NewRefundTool(pay Payments) (tool.InvokableTool, error) {
	return utils.InferTool("issue_refund", "Issue a refund for an order.",
		func(ctx context.Context, in *RefundIn) (*RefundOut, error) {
			id, err := pay.Refund(ctx, in.OrderID, in.AmountCents)
			if err != nil {
				return nil, err // want `a timeout from Refund is returned as a failure, but the refund may have happened`
			}
			return &RefundOut{RefundID: id}, nil
		})
}

// A string output: the fix returns the text.
func NewRefundTextTool(pay Payments) (tool.InvokableTool, error) {
	return utils.InferTool("refund_text", "Issue a refund for an order.",
		func(ctx context.Context, in RefundIn) (string, error) {
			id, err := pay.Refund(ctx, in.OrderID, in.AmountCents)
			if err != nil {
				return "", err // want `a timeout from Refund is returned as a failure, but the refund may have happened`
			}
			return id, nil
		})
}
