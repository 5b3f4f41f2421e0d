// Package goopenai holds sashabaranov/go-openai tool declarations and the
// switch dispatch that answers the model's tool calls.
package goopenai

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/sashabaranov/go-openai"
	"github.com/sashabaranov/go-openai/jsonschema"
)

type Payments interface {
	Refund(ctx context.Context, orderID string, cents int64, key string) (string, error)
}

type Orders interface {
	Cancel(ctx context.Context, orderID, reason string, notify bool) error
	Lookup(ctx context.Context, orderID string) (string, error)
}

// A jsonschema.Definition literal.
var RefundTool = openai.Tool{Type: openai.ToolTypeFunction, Function: &openai.FunctionDefinition{ // want `tool issue_refund fw=go-openai desc="Issue a refund for an order." params=order_id,amount_cents handler=case hints=-`
	Name:        "issue_refund",
	Description: "Issue a refund for an order.",
	Parameters: jsonschema.Definition{
		Type: jsonschema.Object,
		Properties: map[string]jsonschema.Definition{
			"order_id":     {Type: jsonschema.String, Description: "Order to refund"},
			"amount_cents": {Type: jsonschema.Integer, Description: "Amount in cents"},
		},
		Required: []string{"order_id", "amount_cents"},
	},
}}

// go-openai's reflector reads `description`, `enum`, `required` and `nullable` tags.
type CancelParams struct {
	OrderID  string `json:"order_id" description:"Order to cancel"`
	Reason   string `json:"reason,omitempty" enum:"duplicate,customer_request,fraud"`
	Internal string `json:"-"`
	Notify   bool
}

// Schema generated from a struct, in a helper that returns (openai.Tool, error).
func CancelOrderTool() (openai.Tool, error) {
	params, err := jsonschema.GenerateSchemaForType(CancelParams{})
	if err != nil {
		return openai.Tool{}, err
	}
	return openai.Tool{
		Type: openai.ToolTypeFunction,
		Function: &openai.FunctionDefinition{ // want `tool cancel_order fw=go-openai desc="Cancel an order that has not shipped." params=order_id,reason,Notify handler=cancelOrder hints=-`
			Name:        "cancel_order",
			Description: "Cancel an order that has not shipped.",
			Strict:      true,
			Parameters:  params,
		},
	}, nil
}

// The deprecated alias, with a plain map schema.
var LookupOrderTool = openai.Tool{
	Type: openai.ToolTypeFunction,
	Function: &openai.FunctionDefine{ // want `tool lookup_order fw=go-openai desc="Look up an order by id." params=order_id handler=case hints=-`
		Name:        "lookup_order",
		Description: "Look up an order by id.",
		Parameters: map[string]any{
			"type":       "object",
			"properties": map[string]any{"order_id": map[string]any{"type": "string"}},
			"required":   []string{"order_id"},
		},
	},
}

// A Responses-style function tool built from a FunctionDefinition; not dispatched here.
func RecentOrdersTool(days int) openai.ResponseTool {
	return openai.NewResponseFunctionTool(openai.FunctionDefinition{ // want `tool list_recent_orders fw=go-openai desc=<dynamic> params=- handler=none hints=-`
		Name:        "list_recent_orders",
		Description: fmt.Sprintf("List the orders of the last %d days.", days),
		Parameters:  jsonschema.Definition{Type: jsonschema.Object},
	})
}

func NewRequest(msgs []openai.ChatCompletionMessage) (openai.ChatCompletionRequest, error) {
	cancel, err := CancelOrderTool()
	if err != nil {
		return openai.ChatCompletionRequest{}, err
	}
	return openai.ChatCompletionRequest{
		Model:    openai.GPT4o,
		Messages: msgs,
		Tools:    []openai.Tool{RefundTool, cancel, LookupOrderTool},
	}, nil
}

// Dispatch is user code; the result goes back as a role=tool message.
func Handle(ctx context.Context, pay Payments, orders Orders, call openai.ToolCall) openai.ChatCompletionMessage {
	out := ""
	switch call.Function.Name {
	case "issue_refund":
		var p struct {
			OrderID     string `json:"order_id"`
			AmountCents int64  `json:"amount_cents"`
		}
		if err := json.Unmarshal([]byte(call.Function.Arguments), &p); err != nil {
			out = "error: " + err.Error()
		} else if id, err := pay.Refund(ctx, p.OrderID, p.AmountCents, ""); err != nil {
			out = "error: " + err.Error()
		} else {
			out = "refund " + id
		}
	case "cancel_order":
		return cancelOrder(ctx, orders, call)
	case "lookup_order":
		var p struct {
			OrderID string `json:"order_id"`
		}
		_ = json.Unmarshal([]byte(call.Function.Arguments), &p)
		status, err := orders.Lookup(ctx, p.OrderID)
		if err != nil {
			out = "error: " + err.Error()
		} else {
			out = status
		}
	default:
		out = "unknown tool " + call.Function.Name
	}
	return openai.ChatCompletionMessage{Role: openai.ChatMessageRoleTool, Content: out, ToolCallID: call.ID, Name: call.Function.Name}
}

func cancelOrder(ctx context.Context, orders Orders, call openai.ToolCall) openai.ChatCompletionMessage {
	var p CancelParams
	out := "cancelled"
	if err := json.Unmarshal([]byte(call.Function.Arguments), &p); err != nil {
		out = "error: " + err.Error()
	} else if err := orders.Cancel(ctx, p.OrderID, p.Reason, p.Notify); err != nil {
		out = "error: " + err.Error()
	}
	return openai.ChatCompletionMessage{Role: openai.ChatMessageRoleTool, Content: out, ToolCallID: call.ID}
}

func Run(ctx context.Context, client *openai.Client, pay Payments, orders Orders, msgs []openai.ChatCompletionMessage) (string, error) {
	for {
		req, err := NewRequest(msgs)
		if err != nil {
			return "", err
		}
		resp, err := client.CreateChatCompletion(ctx, req)
		if err != nil {
			return "", err
		}
		msg := resp.Choices[0].Message
		if resp.Choices[0].FinishReason != openai.FinishReasonToolCalls {
			return msg.Content, nil
		}
		msgs = append(msgs, msg)
		for _, call := range msg.ToolCalls {
			msgs = append(msgs, Handle(ctx, pay, orders, call))
		}
	}
}
