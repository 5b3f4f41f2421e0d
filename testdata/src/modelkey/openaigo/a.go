// Package openaigo holds openai-go function tools whose schemas are maps
// and whose handlers decode the arguments themselves.
package openaigo

import (
	"context"
	"encoding/json"

	"github.com/openai/openai-go/v3"
)

type Payments interface {
	Refund(ctx context.Context, orderID string, cents int64, reason string, idempotencyKey string) (string, error)
	Send(ctx context.Context, to, body string, idempotencyKey string) (string, error)
	Book(ctx context.Context, room string, day int, idempotencyKey string) (string, error)
}

var pay Payments

var Tools = []openai.ChatCompletionToolUnionParam{
	openai.ChatCompletionFunctionTool(openai.FunctionDefinitionParam{
		Name:        "issue_refund",
		Description: openai.String("Issue a refund for an order."),
		Parameters: openai.FunctionParameters{
			"type": "object",
			"properties": map[string]any{
				"order_id":        map[string]any{"type": "string"},
				"amount_cents":    map[string]any{"type": "integer"},
				"reason_code":     map[string]any{"type": "string"},
				"idempotency_key": map[string]any{"type": "string", "description": "Unique key for this refund."}, // want `issue_refund takes its idempotency key "idempotency_key" from the model; a retry with a new key acts twice: derive the key inside the tool from order_id, amount_cents, reason_code`
			},
			"required": []string{"order_id", "amount_cents", "reason_code", "idempotency_key"},
		},
	}),
	openai.ChatCompletionFunctionTool(openai.FunctionDefinitionParam{
		Name:        "send_email",
		Description: openai.String("Send an email."),
		Parameters: openai.FunctionParameters{
			"type": "object",
			"properties": map[string]any{
				"to":                map[string]any{"type": "string"},
				"body":              map[string]any{"type": "string"},
				"client_request_id": map[string]any{"type": "string"}, // want `send_email takes its idempotency key "client_request_id" from the model; a retry with a new key acts twice: derive the key inside the tool from to, body`
			},
			"required": []string{"client_request_id", "to", "body"},
		},
	}),
	openai.ChatCompletionFunctionTool(openai.FunctionDefinitionParam{
		Name:        "book_room",
		Description: openai.String("Book a room."),
		Parameters: openai.FunctionParameters{
			"type": "object",
			"properties": map[string]any{
				"room":     map[string]any{"type": "string"},
				"day":      map[string]any{"type": "integer"},
				"idem_key": map[string]any{"type": "string"}, // want `book_room takes its idempotency key "idem_key" from the model; a retry with a new key acts twice: derive the key inside the tool from room, day`
			},
		},
	}),
}

// Handle runs one tool call from the model.
func Handle(ctx context.Context, call openai.ChatCompletionMessageToolCallUnion) openai.ChatCompletionMessageParamUnion {
	switch call.Function.Name {
	case "issue_refund":
		out, err := issueRefund(ctx, call.Function.Arguments)
		if err != nil {
			return openai.ToolMessage("error: "+err.Error(), call.ID)
		}
		return openai.ToolMessage(out, call.ID)
	case "send_email":
		// The arguments decoded into a map.
		var args map[string]any
		if err := json.Unmarshal([]byte(call.Function.Arguments), &args); err != nil {
			return openai.ToolMessage("error: "+err.Error(), call.ID)
		}
		to, _ := args["to"].(string)
		body, _ := args["body"].(string)
		id, err := pay.Send(ctx, to, body, args["client_request_id"].(string))
		if err != nil {
			return openai.ToolMessage("error: "+err.Error(), call.ID)
		}
		return openai.ToolMessage(id, call.ID)
	case "book_room":
		// Decoded in the condition of the statement that uses the key:
		// the key cannot be derived before it, so no fix.
		var in struct {
			Room string `json:"room"`
			Day  int    `json:"day"`
			Key  string `json:"idem_key"`
		}
		if err := json.Unmarshal([]byte(call.Function.Arguments), &in); err != nil {
			return openai.ToolMessage("error: "+err.Error(), call.ID)
		} else if id, err := pay.Book(ctx, in.Room, in.Day, in.Key); err == nil {
			return openai.ToolMessage(id, call.ID)
		}
		return openai.ToolMessage("error", call.ID)
	}
	return openai.ToolMessage("unknown tool", call.ID)
}

// issueRefund is the refund tool's code, called only from Handle.
func issueRefund(ctx context.Context, arguments string) (string, error) {
	var args struct {
		OrderID        string `json:"order_id"`
		AmountCents    int64  `json:"amount_cents"`
		ReasonCode     string `json:"reason_code"`
		IdempotencyKey string `json:"idempotency_key"`
	}
	if err := json.Unmarshal([]byte(arguments), &args); err != nil {
		return "", err
	}
	return pay.Refund(ctx, args.OrderID, args.AmountCents, args.ReasonCode, args.IdempotencyKey)
}
