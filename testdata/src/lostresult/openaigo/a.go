package openaigo

import (
	"context"
	"encoding/json"

	"github.com/openai/openai-go/v3"
)

type Refund struct{ ID, Status string }

type Payments interface {
	Refund(ctx context.Context, orderID string, cents int64) (string, error)
	GetRefund(ctx context.Context, id string) (*Refund, error)
}

var pay Payments

var Tools = []openai.ChatCompletionToolUnionParam{
	openai.ChatCompletionFunctionTool(openai.FunctionDefinitionParam{
		Name:        "issue_refund",
		Description: openai.String("Issue a refund for an order."),
		Parameters: openai.FunctionParameters{
			"type":       "object",
			"properties": map[string]any{"order_id": map[string]any{"type": "string"}},
		},
	}),
	openai.ChatCompletionFunctionTool(openai.FunctionDefinitionParam{
		Name:        "refund_ok",
		Description: openai.String("Issue a refund for an order."),
		Parameters: openai.FunctionParameters{
			"type":       "object",
			"properties": map[string]any{"order_id": map[string]any{"type": "string"}},
		},
	}),
}

// Handle dispatches on the tool name; the model sees the text it returns.
func Handle(ctx context.Context, call openai.ChatCompletionMessageToolCallUnion) openai.ChatCompletionMessageParamUnion {
	var in struct {
		OrderID string `json:"order_id"`
	}
	if err := json.Unmarshal([]byte(call.Function.Arguments), &in); err != nil {
		return openai.ToolMessage("error: "+err.Error(), call.ID)
	}
	switch call.Function.Name {
	case "issue_refund":
		id, err := pay.Refund(ctx, in.OrderID, 100)
		if err != nil {
			return openai.ToolMessage("error: "+err.Error(), call.ID)
		}
		r, err := pay.GetRefund(ctx, id)
		if err != nil {
			return openai.ToolMessage("error: "+err.Error(), call.ID) // want `issue_refund returns the error as its result when GetRefund fails after Refund succeeded, so the agent retries and refunds twice; return the result of Refund along with the later failure`
		}
		return openai.ToolMessage(r.Status, call.ID)
	case "refund_ok":
		id, err := pay.Refund(ctx, in.OrderID, 100)
		if err != nil {
			return openai.ToolMessage("error: "+err.Error(), call.ID)
		}
		r, err := pay.GetRefund(ctx, id)
		if err != nil {
			return openai.ToolMessage("refund "+id+" issued; status unknown: "+err.Error(), call.ID)
		}
		return openai.ToolMessage(r.Status, call.ID)
	}
	return openai.ToolMessage("error: unknown tool", call.ID)
}
