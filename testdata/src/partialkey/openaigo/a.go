package openaigo

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/openai/openai-go/v3"
)

type Payments interface {
	Refund(ctx context.Context, orderID string, cents int64, idempotencyKey string) (string, error)
	Transfer(ctx context.Context, to string, cents int64, idempotencyKey string) (string, error)
}

var pay Payments

var Tools = []openai.ChatCompletionToolUnionParam{
	openai.ChatCompletionFunctionTool(openai.FunctionDefinitionParam{
		Name:        "issue_refund",
		Description: openai.String("Issue a refund."),
		Parameters: openai.FunctionParameters{
			"type": "object",
			"properties": map[string]any{
				"order_id":     map[string]any{"type": "string"},
				"amount_cents": map[string]any{"type": "integer"},
				"note":         map[string]any{"type": "string"},
			},
		},
	}),
	openai.ChatCompletionFunctionTool(openai.FunctionDefinitionParam{
		Name:        "refund_noted",
		Description: openai.String("Issue a refund."),
		Parameters: openai.FunctionParameters{
			"type": "object",
			"properties": map[string]any{
				"order_id":     map[string]any{"type": "string"},
				"amount_cents": map[string]any{"type": "integer"},
				"note":         map[string]any{"type": "string"},
			},
		},
	}),
	openai.ChatCompletionFunctionTool(openai.FunctionDefinitionParam{
		Name:        "transfer",
		Description: openai.String("Transfer money."),
		Parameters: openai.FunctionParameters{
			"type": "object",
			"properties": map[string]any{
				"to":           map[string]any{"type": "string"},
				"amount_cents": map[string]any{"type": "integer"},
				"memo":         map[string]any{"type": "string"},
			},
		},
	}),
}

func Handle(ctx context.Context, call openai.ChatCompletionMessageToolCallUnion) openai.ChatCompletionMessageParamUnion {
	switch call.Function.Name {
	case "issue_refund":
		// The schema declares the parameters; the struct the arguments are
		// decoded into carries the tags.
		var in struct {
			OrderID string `json:"order_id"`
			Cents   int64  `json:"amount_cents"`
			Note    string `json:"note" idem:"-"`
		}
		if err := json.Unmarshal([]byte(call.Function.Arguments), &in); err != nil {
			return openai.ToolMessage("bad arguments", call.ID)
		}
		id, err := pay.Refund(ctx, in.OrderID, in.Cents, "refund:"+in.OrderID) // want `the idempotency key of issue_refund is derived from order_id but not from amount_cents; two calls that differ only in amount_cents get the same key and the second is taken for a retry of the first: add amount_cents to the key, or tag its field idem:"-" if it does not identify the action`
		if err != nil {
			return openai.ToolMessage("error: "+err.Error(), call.ID)
		}
		return openai.ToolMessage(id, call.ID)
	case "refund_noted":
		// Correct: the note is tagged idem:"-" on the decoded struct.
		var in struct {
			OrderID string `json:"order_id"`
			Cents   int64  `json:"amount_cents"`
			Note    string `json:"note" idem:"-"`
		}
		if err := json.Unmarshal([]byte(call.Function.Arguments), &in); err != nil {
			return openai.ToolMessage("bad arguments", call.ID)
		}
		id, err := pay.Refund(ctx, in.OrderID, in.Cents, fmt.Sprintf("refund:%s:%d", in.OrderID, in.Cents))
		if err != nil {
			return openai.ToolMessage("error: "+err.Error(), call.ID)
		}
		return openai.ToolMessage(id+" "+in.Note, call.ID)
	case "transfer":
		out, err := transfer(ctx, call.Function.Arguments)
		if err != nil {
			return openai.ToolMessage("error: "+err.Error(), call.ID)
		}
		return openai.ToolMessage(out, call.ID)
	}
	return openai.ToolMessage("unknown tool", call.ID)
}

// transfer is the helper the "transfer" case hands its arguments to; it
// decodes them into a package-level type.
func transfer(ctx context.Context, arguments string) (string, error) {
	var in transferIn
	if err := json.Unmarshal([]byte(arguments), &in); err != nil {
		return "", err
	}
	return pay.Transfer(ctx, in.To, in.Cents, fmt.Sprintf("transfer|%s|%s", in.To, in.Memo)) // want `the idempotency key of transfer is derived from to, memo but not from amount_cents; two calls that differ only in amount_cents get the same key and the second is taken for a retry of the first: add amount_cents to the key, or tag its field idem:"-" if it does not identify the action`
}

type transferIn struct {
	To    string `json:"to"`
	Cents int64  `json:"amount_cents"`
	Memo  string `json:"memo"`
}
