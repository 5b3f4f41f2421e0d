// Package openaigo holds an openai-go function tool whose dispatch case
// records its key.
package openaigo

import (
	"context"
	"time"

	"github.com/openai/openai-go/v3"
	"github.com/redis/go-redis/v9"
)

type Payments interface {
	Refund(ctx context.Context, orderID string, cents int64) (string, error)
}

var (
	pay Payments
	rdb redis.Cmdable = redis.NewClient(&redis.Options{})
)

var Tools = []openai.ChatCompletionToolUnionParam{
	openai.ChatCompletionFunctionTool(openai.FunctionDefinitionParam{
		Name:        "issue_refund",
		Description: openai.String("Refund an order."),
		Parameters: openai.FunctionParameters{
			"type":       "object",
			"properties": map[string]any{"order_id": map[string]any{"type": "string"}},
		},
	}),
	openai.ChatCompletionFunctionTool(openai.FunctionDefinitionParam{
		Name:        "issue_refund_kept",
		Description: openai.String("Refund an order."),
		Parameters: openai.FunctionParameters{
			"type":       "object",
			"properties": map[string]any{"order_id": map[string]any{"type": "string"}},
		},
	}),
}

func Handle(ctx context.Context, call openai.ChatCompletionMessageToolCallUnion, orderID string) openai.ChatCompletionMessageParamUnion {
	switch call.Function.Name {
	case "issue_refund":
		key := "refund:" + orderID
		first, err := rdb.SetNX(ctx, key, "pending", 2*time.Hour).Result() // want `issue_refund claims its idempotency key with redis\.Cmdable\.SetNX for 2h, less than 24h`
		if err != nil || !first {
			return openai.ToolMessage("already done", call.ID)
		}
		id, err := pay.Refund(ctx, orderID, 100)
		if err != nil {
			return openai.ToolMessage("error: "+err.Error(), call.ID)
		}
		return openai.ToolMessage(id, call.ID)
	case "issue_refund_kept":
		key := "refund:" + orderID
		first, err := rdb.SetNX(ctx, key, "pending", 48*time.Hour).Result()
		if err != nil || !first {
			return openai.ToolMessage("already done", call.ID)
		}
		id, err := pay.Refund(ctx, orderID, 100)
		if err != nil {
			return openai.ToolMessage("error: "+err.Error(), call.ID)
		}
		return openai.ToolMessage(id, call.ID)
	}
	return openai.ToolMessage("unknown tool", call.ID)
}
