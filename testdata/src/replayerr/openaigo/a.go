package openaigo

import (
	"context"
	"encoding/json"
	"time"

	"github.com/openai/openai-go/v3"
)

type Payments interface {
	Refund(ctx context.Context, orderID string, cents int64) (string, error)
}

type Entry struct{ Result string }

type Ledger struct{}

func (l *Ledger) Lookup(ctx context.Context, key string) (Entry, bool, error) {
	return Entry{}, false, nil
}
func (l *Ledger) Record(ctx context.Context, key, result string, ttl time.Duration) error {
	return nil
}

var (
	pay    Payments
	ledger = &Ledger{}
)

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

// Handle dispatches on the tool name; each case is one tool's handler.
func Handle(ctx context.Context, call openai.ChatCompletionMessageToolCallUnion) openai.ChatCompletionMessageParamUnion {
	var in struct {
		OrderID string `json:"order_id"`
	}
	if err := json.Unmarshal([]byte(call.Function.Arguments), &in); err != nil {
		return openai.ToolMessage("error: bad arguments", call.ID)
	}
	switch call.Function.Name {
	case "issue_refund":
		key := "refund|" + in.OrderID
		_, found, err := ledger.Lookup(ctx, key)
		if err != nil {
			return openai.ToolMessage("error: "+err.Error(), call.ID)
		}
		if found {
			return openai.ToolMessage("error: this refund was already issued", call.ID) // want `issue_refund returns a result without the recorded outcome when its ledger finds the key, so the agent cannot report the original result; return the recorded result, marked as a replay`
		}
		id, err := pay.Refund(ctx, in.OrderID, 100)
		if err != nil {
			return openai.ToolMessage("error: "+err.Error(), call.ID)
		}
		_ = ledger.Record(ctx, key, id, 72*time.Hour)
		return openai.ToolMessage(id, call.ID)
	case "refund_ok":
		key := "refund_ok|" + in.OrderID
		e, found, err := ledger.Lookup(ctx, key)
		if err != nil {
			return openai.ToolMessage("error: "+err.Error(), call.ID)
		}
		if found {
			return openai.ToolMessage(`{"refund_id":"`+e.Result+`","replay":true}`, call.ID)
		}
		id, err := pay.Refund(ctx, in.OrderID, 100)
		if err != nil {
			return openai.ToolMessage("error: "+err.Error(), call.ID)
		}
		_ = ledger.Record(ctx, key, id, 72*time.Hour)
		return openai.ToolMessage(`{"refund_id":"`+id+`"}`, call.ID)
	}
	return openai.ToolMessage("error: unknown tool", call.ID)
}
