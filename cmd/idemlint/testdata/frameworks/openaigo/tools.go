// Package openaigo declares banking tools with github.com/openai/openai-go/v3.
package openaigo

import (
	"context"
	"encoding/json"

	"github.com/openai/openai-go/v3"
	"github.com/openai/openai-go/v3/packages/param"
	"github.com/openai/openai-go/v3/responses"
)

// Bank is what the tools write to.
type Bank interface {
	Transfer(ctx context.Context, from, to string, cents int64) (string, error)
	PlaceOrder(ctx context.Context, sku string, qty int) (string, error)
	OrderStatus(ctx context.Context, orderID string) (string, error)
	ScheduleCallback(ctx context.Context, phone, at string) error
}

// ChatTools are sent with every chat completion request.
var ChatTools = []openai.ChatCompletionToolUnionParam{
	openai.ChatCompletionFunctionTool(openai.FunctionDefinitionParam{
		Name:        "transfer_funds",
		Description: openai.String("Move money between two accounts of the same customer."),
		Parameters: openai.FunctionParameters{
			"type": "object",
			"properties": map[string]any{
				"from_account": map[string]any{"type": "string"},
				"to_account":   map[string]any{"type": "string"},
				"amount_cents": map[string]any{"type": "integer", "description": "Amount in cents"},
			},
			"required": []string{"from_account", "to_account", "amount_cents"},
		},
	}),
}

// ResponsesTools are sent with every Responses API request.
var ResponsesTools = []responses.ToolUnionParam{
	{OfFunction: &responses.FunctionToolParam{
		Name:        "place_order",
		Description: param.NewOpt("Place an order for a product."),
		Parameters: map[string]any{
			"type": "object",
			"properties": map[string]any{
				"sku":      map[string]any{"type": "string"},
				"quantity": map[string]any{"type": "integer"},
			},
			"required":             []string{"sku", "quantity"},
			"additionalProperties": false,
		},
		Strict: openai.Bool(true),
	}},
	responses.ToolParamOfFunction("get_order_status", map[string]any{
		"type": "object",
		"properties": map[string]any{
			"order_id": map[string]any{"type": "string"},
		},
		"required":             []string{"order_id"},
		"additionalProperties": false,
	}, true),
}

// AgentTools are declared on a persisted (beta) agent.
var AgentTools = []openai.PersistedAgentToolParamUnion{
	{OfParamFunction: &openai.PersistedAgentToolParamFunction{
		Name:        "schedule_callback",
		Description: "Schedule a phone callback from a human agent.",
		Parameters: map[string]any{
			"type": "object",
			"properties": map[string]any{
				"phone_number": map[string]any{"type": "string"},
				"time":         map[string]any{"type": "string", "format": "date-time"},
			},
		},
	}},
}

// HandleToolCall dispatches a chat tool call by name.
func HandleToolCall(ctx context.Context, bank Bank, call openai.ChatCompletionMessageToolCallUnion) openai.ChatCompletionMessageParamUnion {
	switch call.Function.Name {
	case "transfer_funds":
		var in struct {
			FromAccount string `json:"from_account"`
			ToAccount   string `json:"to_account"`
			AmountCents int64  `json:"amount_cents"`
		}
		if err := json.Unmarshal([]byte(call.Function.Arguments), &in); err != nil {
			return openai.ToolMessage("error: bad arguments: "+err.Error(), call.ID)
		}
		id, err := bank.Transfer(ctx, in.FromAccount, in.ToAccount, in.AmountCents)
		if err != nil {
			return openai.ToolMessage("error: "+err.Error(), call.ID)
		}
		return openai.ToolMessage("transfer "+id, call.ID)
	}
	return openai.ToolMessage("unknown tool "+call.Function.Name, call.ID)
}

// HandleResponsesCall dispatches a Responses API function call by name.
func HandleResponsesCall(ctx context.Context, bank Bank, name, arguments, callID string) responses.ResponseInputItemUnionParam {
	var out string
	if name == "place_order" {
		var in struct {
			SKU      string `json:"sku"`
			Quantity int    `json:"quantity"`
		}
		if err := json.Unmarshal([]byte(arguments), &in); err != nil {
			out = "error: " + err.Error()
		} else if id, err := bank.PlaceOrder(ctx, in.SKU, in.Quantity); err != nil {
			out = "error: " + err.Error()
		} else {
			out = "order " + id
		}
	} else if name == "get_order_status" {
		var in struct {
			OrderID string `json:"order_id"`
		}
		_ = json.Unmarshal([]byte(arguments), &in)
		status, err := bank.OrderStatus(ctx, in.OrderID)
		if err != nil {
			status = "error: " + err.Error()
		}
		out = status
	}
	item := responses.ResponseInputItemParamOfFunctionCallOutput(out)
	item.OfFunctionCallOutput.CallID = openai.String(callID)
	return item
}

// AgentHandlers binds local Go handlers to the beta agent tools.
func AgentHandlers(bank Bank) map[string]openai.AgentToolHandler {
	return map[string]openai.AgentToolHandler{
		"schedule_callback": func(ctx context.Context, args map[string]any) (any, error) {
			phone, _ := args["phone_number"].(string)
			at, _ := args["time"].(string)
			return "scheduled", bank.ScheduleCallback(ctx, phone, at)
		},
	}
}
