package adk

import (
	"context"

	"google.golang.org/adk/v2/agent"
	"google.golang.org/adk/v2/tool"
	"google.golang.org/adk/v2/tool/functiontool"
)

type Payments interface {
	Refund(ctx context.Context, orderID string) (string, error)
}

var pay Payments

type RefundIn struct {
	OrderID string `json:"order_id" jsonschema:"the order to refund"`
}

type RefundOut struct {
	ID string `json:"refund_id"`
}

func NewRefundTool() (tool.Tool, error) {
	return functiontool.New(functiontool.Config{
		Name:        "issue_refund",
		Description: "Issue a refund for an order.", // want `the description of issue_refund does not say whether retrying is safe`
	}, func(ctx agent.Context, in RefundIn) (RefundOut, error) {
		id, err := pay.Refund(ctx, in.OrderID)
		return RefundOut{ID: id}, err
	})
}
