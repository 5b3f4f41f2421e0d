package adk

import (
	"context"
	"errors"

	"google.golang.org/adk/v2/agent"
	"google.golang.org/adk/v2/tool"
	"google.golang.org/adk/v2/tool/functiontool"
)

type Payments interface {
	Refund(ctx context.Context, orderID string, cents int64) (string, error)
}

type RefundIn struct {
	OrderID     string `json:"order_id" jsonschema:"the order to refund"`
	AmountCents int64  `json:"amount_cents" jsonschema:"amount to refund, in cents"`
}

type RefundOut struct {
	RefundID string `json:"refund_id"`
}

// A struct output: reported without a fix.
func NewRefundTool(pay Payments) (tool.Tool, error) {
	return functiontool.New(functiontool.Config{
		Name:        "issue_refund",
		Description: "Issue a refund for an order.",
	}, func(ctx agent.Context, in RefundIn) (RefundOut, error) {
		id, err := pay.Refund(ctx, in.OrderID, in.AmountCents)
		if err != nil {
			return RefundOut{}, err // want `a timeout from Refund is returned as a failure, but the refund may have happened`
		}
		return RefundOut{RefundID: id}, nil
	})
}

// A string output: fixed.
func NewRefundTextTool(pay Payments) (tool.Tool, error) {
	return functiontool.New(functiontool.Config{
		Name:        "refund_text",
		Description: "Issue a refund for an order.",
	}, func(ctx agent.Context, in RefundIn) (string, error) {
		id, err := pay.Refund(ctx, in.OrderID, in.AmountCents)
		if err != nil {
			return "", err // want `a timeout from Refund is returned as a failure, but the refund may have happened`
		}
		return id, nil
	})
}

// The agent context's own deadline: silent.
func NewRefundCtxTool(pay Payments) (tool.Tool, error) {
	return functiontool.New(functiontool.Config{
		Name:        "refund_ctx",
		Description: "Issue a refund for an order.",
	}, func(ctx agent.Context, in RefundIn) (string, error) {
		id, err := pay.Refund(ctx, in.OrderID, in.AmountCents)
		if err != nil {
			if errors.Is(ctx.Err(), context.DeadlineExceeded) {
				return "status: unknown", nil
			}
			return "", err
		}
		return id, nil
	})
}
