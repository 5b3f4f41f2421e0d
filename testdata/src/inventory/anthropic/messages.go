// Package anthropic holds anthropic-sdk-go tool declarations: the plain
// Messages API with a switch dispatch on the tool_use block, and the beta
// tool runner with toolrunner constructors and a hand-written BetaTool.
package anthropic

import (
	"context"
	"encoding/json"

	"github.com/anthropics/anthropic-sdk-go"
)

type Payments interface {
	Refund(ctx context.Context, orderID string, cents int64, key string) (string, error)
}

type Orders interface {
	Cancel(ctx context.Context, orderID, reason string) error
}

// The union with a ToolParam literal.
var RefundTool = anthropic.ToolUnionParam{OfTool: &anthropic.ToolParam{ // want `tool issue_refund fw=anthropic desc="Issue a refund for an order." params=order_id,amount_cents handler=case hints=-`
	Name:        "issue_refund",
	Description: anthropic.String("Issue a refund for an order."),
	InputSchema: anthropic.ToolInputSchemaParam{
		Properties: map[string]any{
			"order_id":     map[string]any{"type": "string", "description": "Order to refund"},
			"amount_cents": map[string]any{"type": "integer", "description": "Amount in cents"},
		},
		Required: []string{"order_id", "amount_cents"},
	},
	CacheControl: anthropic.NewCacheControlEphemeralParam(),
}}

// The constructor, which takes no description.
var CancelOrderTool = anthropic.ToolUnionParamOfTool(anthropic.ToolInputSchemaParam{ // want `tool cancel_order fw=anthropic desc=<none> params=order_id,reason handler=cancelOrder hints=-`
	Properties: map[string]any{
		"order_id": map[string]any{"type": "string"},
		"reason":   map[string]any{"type": "string"},
	},
	Required: []string{"order_id"},
}, "cancel_order")

const lookupOrderDesc = "Look up an order by id."

// The beta twin, declared but not dispatched in this package.
var LookupOrderTool = anthropic.BetaToolUnionParam{OfTool: &anthropic.BetaToolParam{ // want `tool lookup_order fw=anthropic desc="Look up an order by id." params=order_id handler=none hints=-`
	Name:        "lookup_order",
	Description: anthropic.String(lookupOrderDesc),
	InputSchema: anthropic.BetaToolInputSchemaParam{
		Properties: map[string]any{"order_id": map[string]any{"type": "string"}},
	},
}}

// Switch dispatch on the tool_use block's name; the plain API's tool_result
// carries an explicit isError flag.
func HandleToolUse(ctx context.Context, pay Payments, orders Orders, block anthropic.ToolUseBlock) anthropic.ContentBlockParamUnion {
	switch block.Name {
	case "issue_refund":
		var in struct {
			OrderID     string `json:"order_id"`
			AmountCents int64  `json:"amount_cents"`
		}
		if err := json.Unmarshal(block.Input, &in); err != nil {
			return anthropic.NewToolResultBlock(block.ID, "bad arguments: "+err.Error(), true)
		}
		id, err := pay.Refund(ctx, in.OrderID, in.AmountCents, block.ID)
		if err != nil {
			return anthropic.NewToolResultBlock(block.ID, err.Error(), true)
		}
		return anthropic.NewToolResultBlock(block.ID, "refund "+id, false)
	case "cancel_order":
		return cancelOrder(ctx, orders, block)
	}
	return anthropic.NewToolResultBlock(block.ID, "unknown tool "+block.Name, true)
}

func cancelOrder(ctx context.Context, orders Orders, block anthropic.ToolUseBlock) anthropic.ContentBlockParamUnion {
	var in struct {
		OrderID string `json:"order_id"`
		Reason  string `json:"reason"`
	}
	if err := json.Unmarshal(block.Input, &in); err != nil {
		return anthropic.NewToolResultBlock(block.ID, "bad arguments: "+err.Error(), true)
	}
	if err := orders.Cancel(ctx, in.OrderID, in.Reason); err != nil {
		return anthropic.NewToolResultBlock(block.ID, err.Error(), true)
	}
	return anthropic.NewToolResultBlock(block.ID, "cancelled", false)
}

func Converse(ctx context.Context, client anthropic.Client, pay Payments, orders Orders, prompt string) (string, error) {
	messages := []anthropic.MessageParam{anthropic.NewUserMessage(anthropic.NewTextBlock(prompt))}
	for {
		msg, err := client.Messages.New(ctx, anthropic.MessageNewParams{
			Model:     anthropic.ModelClaudeSonnet4_5,
			MaxTokens: 1024,
			Messages:  messages,
			Tools:     []anthropic.ToolUnionParam{RefundTool, CancelOrderTool},
		})
		if err != nil {
			return "", err
		}
		messages = append(messages, msg.ToParam())
		var results []anthropic.ContentBlockParamUnion
		reply := ""
		for _, block := range msg.Content {
			switch b := block.AsAny().(type) {
			case anthropic.TextBlock:
				reply += b.Text
			case anthropic.ToolUseBlock:
				results = append(results, HandleToolUse(ctx, pay, orders, b))
			}
		}
		if msg.StopReason != anthropic.StopReasonToolUse {
			return reply, nil
		}
		messages = append(messages, anthropic.NewUserMessage(results...))
	}
}
