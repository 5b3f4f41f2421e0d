// Package idemtag holds a tool whose schema declares a free-text
// parameter that the handler decodes into a field tagged idem:"-": the
// key derived inside the tool must leave it out (bug 2 of issue 8:
// modelkey once put it in its message and its fix).
package idemtag

import (
	"context"
	"encoding/json"

	"github.com/openai/openai-go/v3"
)

type Payments interface {
	Refund(ctx context.Context, orderID string, cents int64, note string, idempotencyKey string) (string, error)
}

var pay Payments

var Tools = []openai.ChatCompletionToolUnionParam{
	openai.ChatCompletionFunctionTool(openai.FunctionDefinitionParam{
		Name:        "refund_with_note",
		Description: openai.String("Refund an order, with a note for the customer."),
		Parameters: openai.FunctionParameters{
			"type": "object",
			"properties": map[string]any{
				"order_id":        map[string]any{"type": "string"},
				"amount_cents":    map[string]any{"type": "integer"},
				"note":            map[string]any{"type": "string"},
				"idempotency_key": map[string]any{"type": "string"}, // want `refund_with_note takes its idempotency key "idempotency_key" from the model; a retry with a new key acts twice: derive the key inside the tool from order_id, amount_cents$`
			},
			"required": []string{"order_id", "amount_cents", "idempotency_key"},
		},
	}),
}

// Handle runs one tool call from the model.
func Handle(ctx context.Context, call openai.ChatCompletionMessageToolCallUnion) openai.ChatCompletionMessageParamUnion {
	switch call.Function.Name {
	case "refund_with_note":
		var args struct {
			OrderID        string `json:"order_id"`
			AmountCents    int64  `json:"amount_cents"`
			Note           string `json:"note" idem:"-"` // free text: a retry may word it differently
			IdempotencyKey string `json:"idempotency_key"`
		}
		if err := json.Unmarshal([]byte(call.Function.Arguments), &args); err != nil {
			return openai.ToolMessage("error: "+err.Error(), call.ID)
		}
		id, err := pay.Refund(ctx, args.OrderID, args.AmountCents, args.Note, args.IdempotencyKey)
		if err != nil {
			return openai.ToolMessage("error: "+err.Error(), call.ID)
		}
		return openai.ToolMessage(id, call.ID)
	}
	return openai.ToolMessage("unknown tool", call.ID)
}
