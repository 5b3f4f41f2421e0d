package goopenai

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/sashabaranov/go-openai"
)

type Payments interface {
	Refund(ctx context.Context, orderID string, cents int64) (string, error)
	Transfer(ctx context.Context, from, to string, cents int64) error
}

var pay Payments

var RefundTool = openai.Tool{Type: openai.ToolTypeFunction, Function: &openai.FunctionDefinition{
	Name:        "issue_refund",
	Description: "Issue a refund for an order.",
}}

var TransferTool = openai.Tool{Type: openai.ToolTypeFunction, Function: &openai.FunctionDefinition{
	Name:        "transfer_funds",
	Description: "Move money between accounts.",
}}

// The text is returned after the switch.
func Handle(ctx context.Context, call openai.ToolCall) openai.ChatCompletionMessage {
	out := ""
	switch call.Function.Name {
	case "issue_refund":
		var p struct {
			OrderID string `json:"order_id"`
		}
		if err := json.Unmarshal([]byte(call.Function.Arguments), &p); err != nil {
			out = "error: " + err.Error() // validation: silent
		} else if id, err := pay.Refund(ctx, p.OrderID, 100); err != nil {
			out = "error: " + err.Error() // want `a timeout from Refund is returned as a failure, but the refund may have happened`
		} else {
			out = "refund " + id
		}
	case "transfer_funds":
		if err := pay.Transfer(ctx, "a", "b", 100); err != nil {
			return openai.ChatCompletionMessage{ // want `a timeout from Transfer is returned as a failure, but the transfer may have happened`
				Role:       openai.ChatMessageRoleTool,
				Content:    fmt.Sprintf("transfer failed: %v", err),
				ToolCallID: call.ID,
			}
		}
		out = "done"
	}
	return openai.ChatCompletionMessage{Role: openai.ChatMessageRoleTool, Content: out, ToolCallID: call.ID}
}
