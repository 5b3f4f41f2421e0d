package broken

import (
	"context"
	"crypto/rand"
	"encoding/json"
	"log"
	"time"

	"github.com/openai/openai-go/v3"

	"github.com/idemlint/idemlint/examples/payments"
)

// Tools goes into openai.ChatCompletionNewParams.Tools.
var Tools = []openai.ChatCompletionToolUnionParam{
	openai.ChatCompletionFunctionTool(openai.FunctionDefinitionParam{
		Name:        "issue_refund",
		Description: openai.String("Issue a refund for an order."),
		Parameters: openai.FunctionParameters{
			"type": "object",
			"properties": map[string]any{
				"order_id":        map[string]any{"type": "string", "description": "Order to refund."},
				"amount_cents":    map[string]any{"type": "integer", "description": "Amount to refund, in cents."},
				"reason_code":     map[string]any{"type": "string", "enum": []string{"duplicate", "fraudulent", "requested_by_customer"}},
				"idempotency_key": map[string]any{"type": "string", "description": "Unique key for this refund; generated when empty."},
			},
			"required": []string{"order_id", "amount_cents", "reason_code"},
		},
	}),
}

// HandleToolCall runs one tool call from the model and returns the message to send back.
func HandleToolCall(ctx context.Context, pay *payments.Client, call openai.ChatCompletionMessageToolCallUnion) openai.ChatCompletionMessageParamUnion {
	switch call.Function.Name {
	case "issue_refund":
		out, err := issueRefund(ctx, pay, call.Function.Arguments)
		if err != nil {
			return openai.ToolMessage("error: "+err.Error(), call.ID)
		}
		return openai.ToolMessage(out, call.ID)
	}
	return openai.ToolMessage("error: unknown tool "+call.Function.Name, call.ID)
}

func issueRefund(ctx context.Context, pay *payments.Client, arguments string) (string, error) {
	var args struct {
		OrderID        string `json:"order_id"`
		AmountCents    int64  `json:"amount_cents"`
		ReasonCode     string `json:"reason_code"`
		IdempotencyKey string `json:"idempotency_key"`
	}
	if err := json.Unmarshal([]byte(arguments), &args); err != nil {
		return "", err
	}
	key := args.IdempotencyKey
	if key == "" {
		key = rand.Text()
	}

	ctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	log.Printf("issue_refund %s (request %s)", args.OrderID, key)
	r, err := pay.Refund(ctx, args.OrderID, args.AmountCents, args.ReasonCode, "")
	if err != nil {
		return "", err
	}
	return "refund " + r.ID + ": " + r.Status, nil
}
