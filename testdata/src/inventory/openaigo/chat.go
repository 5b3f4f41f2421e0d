// Package openaigo holds openai-go v3 tool declarations for Chat Completions,
// the Responses API and beta Agents, with the dispatch shapes users write.
package openaigo

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/openai/openai-go/v3"
	"github.com/openai/openai-go/v3/packages/param"
	"github.com/openai/openai-go/v3/shared"
)

type Payments interface {
	Refund(ctx context.Context, orderID string, cents int64, key string) (string, error)
}

type Orders interface {
	Cancel(ctx context.Context, orderID, reason string) error
	Lookup(ctx context.Context, orderID string) (string, error)
	SetAddress(ctx context.Context, orderID, street, postalCode string) error
}

// Schema inline in the declaration.
var RefundTool = openai.ChatCompletionFunctionTool(openai.FunctionDefinitionParam{ // want `tool issue_refund fw=openai-go desc="Issue a refund for an order." params=order_id,amount_cents,reason handler=case hints=-`
	Name:        "issue_refund",
	Description: openai.String("Issue a refund for an order."),
	Parameters: openai.FunctionParameters{
		"type": "object",
		"properties": map[string]any{
			"order_id":     map[string]any{"type": "string", "description": "Order to refund"},
			"amount_cents": map[string]any{"type": "integer", "description": "Amount in cents"},
			"reason":       map[string]any{"type": "string", "enum": []string{"duplicate", "fraud"}},
		},
		"required": []string{"order_id", "amount_cents"},
	},
	Strict: openai.Bool(true),
})

// Description in a named constant, schema in a package variable.
const cancelOrderDesc = "Cancel an order that has not shipped."

var cancelOrderParams = map[string]any{
	"type": "object",
	"properties": map[string]any{
		"order_id": map[string]any{"type": "string"},
		"reason":   map[string]any{"type": "string"},
	},
	"required": []string{"order_id"},
}

var CancelOrderTool = openai.ChatCompletionFunctionTool(openai.FunctionDefinitionParam{ // want `tool cancel_order fw=openai-go desc="Cancel an order that has not shipped." params=order_id,reason handler=cancelOrder hints=-`
	Name:        "cancel_order",
	Description: openai.String(cancelOrderDesc),
	Parameters:  openai.FunctionParameters(cancelOrderParams),
})

// The union spelled out, the shared type named directly, param.NewOpt for the description.
var AddressTool = openai.ChatCompletionToolUnionParam{
	OfFunction: &openai.ChatCompletionFunctionToolParam{
		Function: shared.FunctionDefinitionParam{ // want `tool update_shipping_address fw=openai-go desc="Change the shipping address of an open order." params=order_id,street,postal_code handler=case hints=-`
			Name:        "update_shipping_address",
			Description: param.NewOpt("Change the shipping address of an open order."),
			Parameters: shared.FunctionParameters{
				"type": "object",
				"properties": map[string]any{
					"order_id":    map[string]any{"type": "string"},
					"street":      map[string]any{"type": "string"},
					"postal_code": map[string]any{"type": "string"},
				},
			},
		},
	},
}

// A tool built in a helper function.
func lookupOrderTool() openai.ChatCompletionToolUnionParam {
	return openai.ChatCompletionFunctionTool(openai.FunctionDefinitionParam{ // want `tool lookup_order fw=openai-go desc="Look up an order by id." params=order_id handler=case hints=-`
		Name:        "lookup_order",
		Description: openai.String("Look up an order by id."),
		Parameters: openai.FunctionParameters{
			"type":       "object",
			"properties": map[string]any{"order_id": map[string]any{"type": "string"}},
		},
	})
}

func escalationDescription() string {
	return fmt.Sprintf("Escalate a ticket to tier %d support.", 2)
}

// Tools declared inside a slice; neither is dispatched in this package.
var supportTools = []openai.ChatCompletionToolUnionParam{
	openai.ChatCompletionFunctionTool(openai.FunctionDefinitionParam{ // want `tool escalate_ticket fw=openai-go desc=<dynamic> params=ticket_id handler=none hints=-`
		Name:        "escalate_ticket",
		Description: openai.String(escalationDescription()),
		Parameters: openai.FunctionParameters{
			"type":       "object",
			"properties": map[string]any{"ticket_id": map[string]any{"type": "string"}},
		},
	}),
	openai.ChatCompletionFunctionTool(openai.FunctionDefinitionParam{Name: "list_open_tickets"}), // want `tool list_open_tickets fw=openai-go desc=<none> params=- handler=none hints=-`
}

func NewParams(msgs []openai.ChatCompletionMessageParamUnion) openai.ChatCompletionNewParams {
	tools := []openai.ChatCompletionToolUnionParam{RefundTool, CancelOrderTool, AddressTool, lookupOrderTool()}
	return openai.ChatCompletionNewParams{
		Model:    openai.ChatModelGPT4o,
		Messages: msgs,
		Tools:    append(tools, supportTools...),
	}
}

// Switch dispatch on the function name of the tool call.
func HandleToolCall(ctx context.Context, pay Payments, orders Orders, call openai.ChatCompletionMessageToolCallUnion) openai.ChatCompletionMessageParamUnion {
	switch call.Function.Name {
	case "issue_refund":
		var in struct {
			OrderID     string `json:"order_id"`
			AmountCents int64  `json:"amount_cents"`
		}
		if err := json.Unmarshal([]byte(call.Function.Arguments), &in); err != nil {
			return openai.ToolMessage("error: bad arguments: "+err.Error(), call.ID)
		}
		id, err := pay.Refund(ctx, in.OrderID, in.AmountCents, "")
		if err != nil {
			return openai.ToolMessage("error: "+err.Error(), call.ID)
		}
		return openai.ToolMessage("refund "+id, call.ID)
	case "cancel_order":
		return cancelOrder(ctx, orders, call)
	case "lookup_order":
		var in struct {
			OrderID string `json:"order_id"`
		}
		_ = json.Unmarshal([]byte(call.Function.Arguments), &in)
		status, err := orders.Lookup(ctx, in.OrderID)
		if err != nil {
			return openai.ToolMessage("error: "+err.Error(), call.ID)
		}
		return openai.ToolMessage(status, call.ID)
	default:
		return HandleAddressCall(ctx, orders, call)
	}
}

func cancelOrder(ctx context.Context, orders Orders, call openai.ChatCompletionMessageToolCallUnion) openai.ChatCompletionMessageParamUnion {
	var in struct {
		OrderID string `json:"order_id"`
		Reason  string `json:"reason"`
	}
	if err := json.Unmarshal([]byte(call.Function.Arguments), &in); err != nil {
		return openai.ToolMessage("error: bad arguments: "+err.Error(), call.ID)
	}
	if err := orders.Cancel(ctx, in.OrderID, in.Reason); err != nil {
		return openai.ToolMessage("error: "+err.Error(), call.ID)
	}
	return openai.ToolMessage("cancelled", call.ID)
}

// If dispatch: an early return for any other name, then the tool body.
func HandleAddressCall(ctx context.Context, orders Orders, call openai.ChatCompletionMessageToolCallUnion) openai.ChatCompletionMessageParamUnion {
	if call.Function.Name != "update_shipping_address" {
		return openai.ToolMessage("unknown tool "+call.Function.Name, call.ID)
	}
	var in struct {
		OrderID    string `json:"order_id"`
		Street     string `json:"street"`
		PostalCode string `json:"postal_code"`
	}
	if err := json.Unmarshal([]byte(call.Function.Arguments), &in); err != nil {
		return openai.ToolMessage("error: bad arguments: "+err.Error(), call.ID)
	}
	if err := orders.SetAddress(ctx, in.OrderID, in.Street, in.PostalCode); err != nil {
		return openai.ToolMessage("error: "+err.Error(), call.ID)
	}
	return openai.ToolMessage("address updated", call.ID)
}

// The client loop: call the model, answer every tool call, repeat.
func Run(ctx context.Context, client openai.Client, pay Payments, orders Orders, msgs []openai.ChatCompletionMessageParamUnion) (string, error) {
	for {
		completion, err := client.Chat.Completions.New(ctx, NewParams(msgs))
		if err != nil {
			return "", err
		}
		msg := completion.Choices[0].Message
		if len(msg.ToolCalls) == 0 {
			return msg.Content, nil
		}
		msgs = append(msgs, msg.ToParam())
		for _, call := range msg.ToolCalls {
			msgs = append(msgs, HandleToolCall(ctx, pay, orders, call))
		}
	}
}
