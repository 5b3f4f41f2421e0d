// Package goopenai holds a go-openai tool whose schema is a
// jsonschema.Definition and whose dispatch case decodes the arguments.
package goopenai

import (
	"context"
	"encoding/json"

	"github.com/sashabaranov/go-openai"
	"github.com/sashabaranov/go-openai/jsonschema"
)

type Payments interface {
	Refund(ctx context.Context, orderID string, cents int64, idempotencyKey string) (string, error)
}

var RefundTool = openai.Tool{Type: openai.ToolTypeFunction, Function: &openai.FunctionDefinition{
	Name:        "issue_refund",
	Description: "Issue a refund for an order.",
	Parameters: jsonschema.Definition{
		Type: jsonschema.Object,
		Properties: map[string]jsonschema.Definition{
			"order_id":     {Type: jsonschema.String, Description: "Order to refund"},
			"amount_cents": {Type: jsonschema.Integer, Description: "Amount in cents"},
			// Chosen by the model.
			"request_id": {Type: jsonschema.String}, // want `issue_refund takes its idempotency key "request_id" from the model; a retry with a new key acts twice: derive the key inside the tool from order_id, amount_cents`
		},
		Required: []string{"order_id", "amount_cents", "request_id"},
	},
}}

func Handle(ctx context.Context, pay Payments, call openai.ToolCall) openai.ChatCompletionMessage {
	out := ""
	switch call.Function.Name {
	case "issue_refund":
		var p struct {
			OrderID     string `json:"order_id"`
			AmountCents int64  `json:"amount_cents"`
			RequestID   string `json:"request_id"`
		}
		if err := json.Unmarshal([]byte(call.Function.Arguments), &p); err != nil {
			return openai.ChatCompletionMessage{Role: openai.ChatMessageRoleTool, Content: "error: " + err.Error(), ToolCallID: call.ID}
		}
		id, err := pay.Refund(ctx, p.OrderID, p.AmountCents, p.RequestID)
		if err != nil {
			out = "error: " + err.Error()
		} else {
			out = "refund " + id
		}
	default:
		out = "unknown tool " + call.Function.Name
	}
	return openai.ChatCompletionMessage{Role: openai.ChatMessageRoleTool, Content: out, ToolCallID: call.ID}
}
