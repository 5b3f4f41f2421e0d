package genai

import (
	"context"

	"google.golang.org/genai"
)

type Payments interface {
	Refund(ctx context.Context, orderID string, cents int64) (string, error)
}

type Orders interface {
	Lookup(ctx context.Context, orderID string) (string, error)
}

var (
	pay    Payments
	orders Orders
)

var RefundDecl = &genai.FunctionDeclaration{
	Name:        "issue_refund",
	Description: "Issue a refund for an order", // want `the description of issue_refund does not say whether retrying is safe`
	Parameters: &genai.Schema{
		Type:       genai.TypeObject,
		Properties: map[string]*genai.Schema{"order_id": {Type: genai.TypeString}},
		Required:   []string{"order_id"},
	},
}

// Says how to retry: nothing to report.
var ChargeDecl = &genai.FunctionDeclaration{
	Name:        "charge_card",
	Description: "Charge a card. Not safe to retry blindly: check whether it took effect before calling again.",
	Parameters: &genai.Schema{
		Type:       genai.TypeObject,
		Properties: map[string]*genai.Schema{"order_id": {Type: genai.TypeString}},
	},
}

// Reads only: nothing to report.
var LookupDecl = &genai.FunctionDeclaration{
	Name:        "lookup_order",
	Description: "Look up an order by id",
	Parameters: &genai.Schema{
		Type:       genai.TypeObject,
		Properties: map[string]*genai.Schema{"order_id": {Type: genai.TypeString}},
	},
}

func Handle(ctx context.Context, call *genai.FunctionCall) *genai.Part {
	orderID, _ := call.Args["order_id"].(string)
	switch call.Name {
	case "issue_refund", "charge_card":
		id, err := pay.Refund(ctx, orderID, 100)
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
	return genai.NewPartFromFunctionResponse(call.Name, map[string]any{"error": "unknown function"})
}
