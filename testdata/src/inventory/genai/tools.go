// Package genai holds google.golang.org/genai function declarations and
// the dispatch that answers the model's function calls.
package genai

import (
	"context"
	"fmt"

	"google.golang.org/genai"
)

type Payments interface {
	Refund(ctx context.Context, orderID string, cents int64) (string, error)
}

type Orders interface {
	Cancel(ctx context.Context, orderID, reason string) error
	Lookup(ctx context.Context, orderID string) (string, error)
}

// A *genai.Schema literal; genai spells the types in upper case.
var RefundDecl = &genai.FunctionDeclaration{ // want `tool issue_refund fw=genai desc="Issue a refund for an order." params=order_id,amount_cents handler=case hints=-`
	Name:        "issue_refund",
	Description: "Issue a refund for an order.",
	Parameters: &genai.Schema{
		Type: genai.TypeObject,
		Properties: map[string]*genai.Schema{
			"order_id":     {Type: genai.TypeString, Description: "Order to refund"},
			"amount_cents": {Type: genai.TypeInteger},
		},
		Required: []string{"order_id", "amount_cents"},
	},
}

// A JSON schema in ParametersJsonSchema, handled by a function of its own.
var CancelDecl = &genai.FunctionDeclaration{ // want `tool cancel_order fw=genai desc="Cancel an order that has not shipped." params=order_id,reason handler=cancelOrder hints=-`
	Name:        "cancel_order",
	Description: "Cancel an order that has not shipped.",
	ParametersJsonSchema: map[string]any{
		"type": "object",
		"properties": map[string]any{
			"order_id": map[string]any{"type": "string"},
			"reason":   map[string]any{"type": "string"},
		},
		"required": []string{"order_id"},
	},
}

// A declaration without parameters, in a genai.Tool literal.
var LookupTool = &genai.Tool{FunctionDeclarations: []*genai.FunctionDeclaration{{ // want `tool lookup_order fw=genai desc="Look up an order by id." params=- handler=case hints=-`
	Name:        "lookup_order",
	Description: "Look up an order by id.",
}}}

// A computed description, not dispatched here.
func RecentOrdersDecl(days int) *genai.FunctionDeclaration {
	return &genai.FunctionDeclaration{ // want `tool list_recent_orders fw=genai desc=<dynamic> params=- handler=none hints=-`
		Name:        "list_recent_orders",
		Description: fmt.Sprintf("List the orders of the last %d days.", days),
	}
}

// Not declarations: a zero declaration, a bare schema, calls and responses.
var (
	zeroDecl = genai.FunctionDeclaration{}
	schema   = &genai.Schema{Type: genai.TypeString, Description: "not a tool"}
	call     = genai.FunctionCall{Name: "issue_refund"}
)

// Handle is user code; the answer goes back as a FunctionResponse.
func Handle(ctx context.Context, pay Payments, orders Orders, call *genai.FunctionCall) *genai.Part {
	switch call.Name {
	case "issue_refund":
		orderID, _ := call.Args["order_id"].(string)
		cents, _ := call.Args["amount_cents"].(float64)
		id, err := pay.Refund(ctx, orderID, int64(cents))
		if err != nil {
			return genai.NewPartFromFunctionResponse(call.Name, map[string]any{"error": err.Error()})
		}
		return genai.NewPartFromFunctionResponse(call.Name, map[string]any{"output": id})
	case "cancel_order":
		return cancelOrder(ctx, orders, call)
	case "lookup_order":
		orderID, _ := call.Args["order_id"].(string)
		status, err := orders.Lookup(ctx, orderID)
		if err != nil {
			return genai.NewPartFromFunctionResponse(call.Name, map[string]any{"error": err.Error()})
		}
		return genai.NewPartFromFunctionResponse(call.Name, map[string]any{"output": status})
	}
	return genai.NewPartFromFunctionResponse(call.Name, map[string]any{"error": "unknown function"})
}

func cancelOrder(ctx context.Context, orders Orders, call *genai.FunctionCall) *genai.Part {
	orderID, _ := call.Args["order_id"].(string)
	reason, _ := call.Args["reason"].(string)
	if err := orders.Cancel(ctx, orderID, reason); err != nil {
		return genai.NewPartFromFunctionResponse(call.Name, map[string]any{"error": err.Error()})
	}
	return genai.NewPartFromFunctionResponse(call.Name, map[string]any{"output": "cancelled"})
}

func Run(ctx context.Context, client *genai.Client, pay Payments, orders Orders, contents []*genai.Content) (string, error) {
	config := &genai.GenerateContentConfig{Tools: []*genai.Tool{
		{FunctionDeclarations: []*genai.FunctionDeclaration{RefundDecl, CancelDecl}},
		LookupTool,
	}}
	for {
		resp, err := client.Models.GenerateContent(ctx, "gemini-2.5-flash", contents, config)
		if err != nil {
			return "", err
		}
		calls := resp.FunctionCalls()
		if len(calls) == 0 {
			return resp.Text(), nil
		}
		var parts []*genai.Part
		for _, c := range calls {
			parts = append(parts, Handle(ctx, pay, orders, c))
		}
		contents = append(contents, resp.Candidates[0].Content, genai.NewContentFromParts(parts, genai.RoleUser))
	}
}
