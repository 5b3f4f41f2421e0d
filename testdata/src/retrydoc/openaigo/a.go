package openaigo

import (
	"context"
	"encoding/json"

	"github.com/openai/openai-go/v3"
)

type Payments interface {
	Refund(ctx context.Context, orderID string, cents int64) (string, error)
}

var pay Payments

var RefundTool = openai.ChatCompletionFunctionTool(openai.FunctionDefinitionParam{
	Name:        "issue_refund",
	Description: openai.String(`Issue a refund for an order`), // want `the description of issue_refund does not say whether retrying is safe`
	Parameters: openai.FunctionParameters{
		"type":       "object",
		"properties": map[string]any{"order_id": map[string]any{"type": "string"}},
	},
})

func Handle(ctx context.Context, call openai.ChatCompletionMessageToolCallUnion) openai.ChatCompletionMessageParamUnion {
	switch call.Function.Name {
	case "issue_refund":
		var in struct {
			OrderID string `json:"order_id"`
		}
		if err := json.Unmarshal([]byte(call.Function.Arguments), &in); err != nil {
			return openai.ToolMessage("bad arguments", call.ID)
		}
		id, err := pay.Refund(ctx, in.OrderID, 100)
		if err != nil {
			return openai.ToolMessage("error: "+err.Error(), call.ID)
		}
		return openai.ToolMessage(id, call.ID)
	}
	return openai.ToolMessage("unknown tool", call.ID)
}
