// Package openaigo holds openai-go function tools dispatched by name.
package openaigo

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"time"

	"github.com/openai/openai-go/v3"
)

type Payments interface {
	Refund(ctx context.Context, orderID string, cents int64) (string, error)
}

type Entry struct{ Result string }

type RefundLedger struct{}

func (l *RefundLedger) Lookup(ctx context.Context, key string) (Entry, bool, error) {
	return Entry{}, false, nil
}

func (l *RefundLedger) Record(ctx context.Context, key, result string, ttl time.Duration) error {
	return nil
}

var (
	pay    Payments
	ledger = &RefundLedger{}
)

var refundParams = openai.FunctionParameters{
	"type":       "object",
	"properties": map[string]any{"order_id": map[string]any{"type": "string"}},
}

var Tools = []openai.ChatCompletionToolUnionParam{
	openai.ChatCompletionFunctionTool(openai.FunctionDefinitionParam{
		Name: "issue_refund", Description: openai.String("Refund an order."), Parameters: refundParams,
	}),
	openai.ChatCompletionFunctionTool(openai.FunctionDefinitionParam{
		Name: "issue_refund_checked", Description: openai.String("Refund an order."), Parameters: refundParams,
	}),
	openai.ChatCompletionFunctionTool(openai.FunctionDefinitionParam{
		Name: "cancel_order", Description: openai.String("Cancel an order."), Parameters: refundParams,
	}),
	openai.ChatCompletionFunctionTool(openai.FunctionDefinitionParam{
		Name: "post_comment", Description: openai.String("Comment on an order."), Parameters: refundParams,
	}),
}

func Handle(ctx context.Context, call openai.ChatCompletionMessageToolCallUnion) openai.ChatCompletionMessageParamUnion {
	var in struct {
		OrderID string `json:"order_id"`
	}
	if err := json.Unmarshal([]byte(call.Function.Arguments), &in); err != nil {
		return openai.ToolMessage("bad arguments", call.ID)
	}
	switch call.Function.Name {
	case "issue_refund":
		id, err := pay.Refund(ctx, in.OrderID, 100) // want `issue_refund calls Refund with no idempotency key and no ledger lookup before it; a retried call refunds twice`
		if err != nil {
			return openai.ToolMessage("error: "+err.Error(), call.ID)
		}
		return openai.ToolMessage(id, call.ID)
	case "issue_refund_checked":
		// The helper looks the key up before it refunds: silent.
		id, err := refundOnce(ctx, in.OrderID)
		if err != nil {
			return openai.ToolMessage("error: "+err.Error(), call.ID)
		}
		return openai.ToolMessage(id, call.ID)
	case "cancel_order":
		// DELETE is idempotent: silent.
		req, err := http.NewRequestWithContext(ctx, http.MethodDelete, "https://shop.example/orders/"+in.OrderID, nil)
		if err != nil {
			return openai.ToolMessage("error: "+err.Error(), call.ID)
		}
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			return openai.ToolMessage("error: "+err.Error(), call.ID)
		}
		resp.Body.Close()
		return openai.ToolMessage("cancelled", call.ID)
	case "post_comment":
		resp, err := http.Post("https://shop.example/orders/"+in.OrderID+"/comments", "text/plain", bytes.NewReader(nil)) // want `post_comment calls http.Post with no idempotency key and no ledger lookup before it; a retried call posts twice`
		if err != nil {
			return openai.ToolMessage("error: "+err.Error(), call.ID)
		}
		resp.Body.Close()
		return openai.ToolMessage("posted", call.ID)
	}
	return openai.ToolMessage("unknown tool", call.ID)
}

func refundOnce(ctx context.Context, orderID string) (string, error) {
	key := "refund:" + orderID
	e, found, err := ledger.Lookup(ctx, key)
	if err != nil {
		return "", err
	}
	if found {
		return e.Result, nil
	}
	id, err := pay.Refund(ctx, orderID, 100)
	if err != nil {
		return "", err
	}
	return id, ledger.Record(ctx, key, id, 72*time.Hour)
}
