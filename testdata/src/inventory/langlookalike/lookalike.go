// Package langlookalike has types and calls shaped like langchaingo and
// eino tools that are not tools: none of them may be reported.
package langlookalike

import (
	"context"
	"fmt"

	"example.com/fake/tools"
	"example.com/fake/utils"
)

type Payments interface {
	Refund(ctx context.Context, orderID string, cents int64, key string) (string, error)
}

// Plugin has Name and Description but no Call method.
type Plugin struct{ ID string }

func (p Plugin) Name() string        { return p.ID }
func (p Plugin) Description() string { return "A plugin that refunds orders." }

// Command has Name, Description and Call, but Call takes a map and
// returns only a string.
type Command struct{ Pay Payments }

func (Command) Name() string        { return "issue_refund" }
func (Command) Description() string { return "Issue a refund for an order." }

func (c Command) Call(ctx context.Context, args map[string]any) string {
	orderID, _ := args["order_id"].(string)
	id, err := c.Pay.Refund(ctx, orderID, 0, "")
	if err != nil {
		return "error: " + err.Error()
	}
	return id
}

// Step has a Call method without the context argument.
type Step struct{}

func (Step) Name() string                             { return "cancel_order" }
func (Step) Description() string                      { return "Cancel an order." }
func (Step) Call(input string) (string, error)        { return "cancelled " + input, nil }
func (Step) Run(ctx context.Context, in string) error { return nil }

// RefundTool implements example.com/fake/tools.Tool, which has the same
// shape as langchaingo's tools.Tool; langchaingo is not imported here.
type RefundTool struct{ Pay Payments }

var _ tools.Tool = RefundTool{}

func (RefundTool) Name() string        { return "issue_refund" }
func (RefundTool) Description() string { return "Issue a refund for an order." }

func (t RefundTool) Call(ctx context.Context, input string) (string, error) {
	id, err := t.Pay.Refund(ctx, input, 0, "")
	if err != nil {
		return "", err
	}
	return "refund " + id, nil
}

func Registry(pay Payments) []tools.Tool {
	return []tools.Tool{RefundTool{Pay: pay}}
}

type RefundIn struct {
	OrderID     string `json:"order_id"`
	AmountCents int64  `json:"amount_cents"`
}

// InferTool here is example.com/fake/utils.InferTool, not eino's.
func NewRefundTool(pay Payments) (utils.Tool, error) {
	return utils.InferTool("issue_refund", "Issue a refund for an order.",
		func(ctx context.Context, in *RefundIn) (string, error) {
			id, err := pay.Refund(ctx, in.OrderID, in.AmountCents, "")
			if err != nil {
				return "", fmt.Errorf("refund %s: %w", in.OrderID, err)
			}
			return id, nil
		}, utils.WithStrict())
}
