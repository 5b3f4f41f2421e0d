// Package genai declares order tools with google.golang.org/genai and
// answers the model's function calls.
package genai

import (
	"context"
	"fmt"

	"google.golang.org/genai"
)

// Orders is what the tools write to.
type Orders interface {
	Refund(ctx context.Context, orderID string, cents int64) (string, error)
	Lookup(ctx context.Context, orderID string) (string, error)
}

// RefundDecl declares issue_refund with a *genai.Schema.
var RefundDecl = &genai.FunctionDeclaration{
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

// LookupDecl declares lookup_order with a JSON schema.
var LookupDecl = &genai.FunctionDeclaration{
	Name:        "lookup_order",
	Description: "Look up an order by id.",
	ParametersJsonSchema: map[string]any{
		"type":       "object",
		"properties": map[string]any{"order_id": map[string]any{"type": "string"}},
		"required":   []string{"order_id"},
	},
}

// Handle answers one function call.
func Handle(ctx context.Context, orders Orders, call *genai.FunctionCall) *genai.Part {
	orderID, _ := call.Args["order_id"].(string)
	switch call.Name {
	case "issue_refund":
		cents, _ := call.Args["amount_cents"].(float64)
		id, err := orders.Refund(ctx, orderID, int64(cents))
		if err != nil {
			return genai.NewPartFromFunctionResponse(call.Name, map[string]any{"error": err.Error()})
		}
		return genai.NewPartFromFunctionResponse(call.Name, map[string]any{"output": id})
	case "lookup_order":
		status, err := orders.Lookup(ctx, orderID)
		if err != nil {
			return genai.NewPartFromFunctionResponse(call.Name, map[string]any{"error": err.Error()})
		}
		return genai.NewPartFromFunctionResponse(call.Name, map[string]any{"output": status})
	}
	return genai.NewPartFromFunctionResponse(call.Name, map[string]any{"error": fmt.Sprintf("unknown function %q", call.Name)})
}

// Run lets the model call the tools until it answers.
func Run(ctx context.Context, client *genai.Client, orders Orders, contents []*genai.Content) (string, error) {
	config := &genai.GenerateContentConfig{Tools: []*genai.Tool{{FunctionDeclarations: []*genai.FunctionDeclaration{RefundDecl, LookupDecl}}}}
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
			parts = append(parts, Handle(ctx, orders, c))
		}
		contents = append(contents, resp.Candidates[0].Content, genai.NewContentFromParts(parts, genai.RoleUser))
	}
}
