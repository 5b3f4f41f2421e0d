package openaigo

import (
	"context"
	"crypto/rand"
	"encoding/json"
	"math/big"
	"time"

	"github.com/google/uuid"
	"github.com/openai/openai-go/v3"
)

type Payments interface {
	Refund(ctx context.Context, orderID string, cents int64, idempotencyKey string) (string, error)
	Transfer(ctx context.Context, to string, cents int64, idempotencyKey string) (string, error)
	Status(ctx context.Context, id string, since time.Time) (string, error)
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
		Name:        "transfer",
		Description: openai.String("Transfer money."),
		Parameters: openai.FunctionParameters{
			"type": "object",
			"properties": map[string]any{
				"to":           map[string]any{"type": "string"},
				"amount_cents": map[string]any{"type": "integer"},
			},
		},
	}),
	openai.ChatCompletionFunctionTool(openai.FunctionDefinitionParam{
		Name:        "refund_status",
		Description: openai.String("Poll a refund until it settles."),
		Parameters: openai.FunctionParameters{
			"type":       "object",
			"properties": map[string]any{"refund_id": map[string]any{"type": "string"}},
		},
	}),
}

func Handle(ctx context.Context, call openai.ChatCompletionMessageToolCallUnion) openai.ChatCompletionMessageParamUnion {
	switch call.Function.Name {
	case "issue_refund":
		// The handler is this case; the arguments are decoded into a local
		// struct whose idem:"-" tag keeps the note out of the key.
		var in struct {
			OrderID string `json:"order_id"`
			Cents   int64  `json:"amount_cents"`
			Note    string `json:"note" idem:"-"`
		}
		if err := json.Unmarshal([]byte(call.Function.Arguments), &in); err != nil {
			return openai.ToolMessage("bad arguments", call.ID)
		}
		id, err := pay.Refund(ctx, in.OrderID, in.Cents, uuid.NewString()) // want `the idempotency key of issue_refund comes from uuid\.NewString, which differs on every call; a retry gets a new key and acts twice: derive the key that reaches idempotencyKey from the arguments order_id, amount_cents`
		if err != nil {
			return openai.ToolMessage("error: "+err.Error(), call.ID)
		}
		return openai.ToolMessage(id, call.ID)
	case "transfer":
		out, err := transfer(ctx, call.Function.Arguments)
		if err != nil {
			return openai.ToolMessage("error: "+err.Error(), call.ID)
		}
		return openai.ToolMessage(out, call.ID)
	case "refund_status":
		// A poll window from the clock: no key.
		var in struct {
			RefundID string `json:"refund_id"`
		}
		_ = json.Unmarshal([]byte(call.Function.Arguments), &in)
		status, err := pay.Status(ctx, in.RefundID, time.Now().Add(-time.Hour))
		if err != nil {
			return openai.ToolMessage("error: "+err.Error(), call.ID)
		}
		return openai.ToolMessage(status, call.ID)
	}
	return openai.ToolMessage("unknown tool", call.ID)
}

// transfer is the helper the "transfer" case hands its arguments to; the
// key is made here.
func transfer(ctx context.Context, arguments string) (string, error) {
	var in struct {
		To    string `json:"to"`
		Cents int64  `json:"amount_cents"`
	}
	if err := json.Unmarshal([]byte(arguments), &in); err != nil {
		return "", err
	}
	n, err := rand.Int(rand.Reader, big.NewInt(1<<62)) // want `the idempotency key of transfer comes from rand\.Int, which differs on every call; a retry gets a new key and acts twice: derive the key that reaches idempotencyKey from the arguments to, amount_cents`
	if err != nil {
		return "", err
	}
	return pay.Transfer(ctx, in.To, in.Cents, n.String())
}
