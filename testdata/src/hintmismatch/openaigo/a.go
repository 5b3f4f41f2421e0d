// Package openaigo: openai-go function tools have no MCP annotations, so
// hintmismatch has nothing to say about them.
package openaigo

import (
	"context"

	"github.com/openai/openai-go/v3"
)

type Payments interface {
	Refund(ctx context.Context, orderID string, cents int64) (string, error)
}

var pay Payments

var RefundTool = openai.ChatCompletionFunctionTool(openai.FunctionDefinitionParam{
	Name:        "issue_refund",
	Description: openai.String("Refund an order. Idempotent."),
	Strict:      openai.Bool(true),
	Parameters: openai.FunctionParameters{
		"type":       "object",
		"properties": map[string]any{"order_id": map[string]any{"type": "string"}},
	},
})

func Handle(ctx context.Context, call openai.ChatCompletionMessageToolCallUnion, orderID string) openai.ChatCompletionMessageParamUnion {
	switch call.Function.Name {
	case "issue_refund":
		id, err := pay.Refund(ctx, orderID, 100)
		if err != nil {
			return openai.ToolMessage("error: "+err.Error(), call.ID)
		}
		return openai.ToolMessage(id, call.ID)
	}
	return openai.ToolMessage("unknown tool", call.ID)
}
