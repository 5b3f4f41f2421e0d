package genai

import (
	"context"
	"fmt"

	"google.golang.org/genai"
)

type Payments interface {
	Refund(ctx context.Context, orderID string, cents int64) (string, error)
	Lookup(ctx context.Context, orderID string) (string, error)
}

var pay Payments

var RefundDecl = &genai.FunctionDeclaration{
	Name:        "issue_refund",
	Description: "Issue a refund for an order.",
	Parameters: &genai.Schema{
		Type:       genai.TypeObject,
		Properties: map[string]*genai.Schema{"order_id": {Type: genai.TypeString}},
	},
}

var RefundTextDecl = &genai.FunctionDeclaration{
	Name:        "issue_refund_text",
	Description: "Issue a refund for an order.",
}

var LookupDecl = &genai.FunctionDeclaration{
	Name:        "lookup_order",
	Description: "Look up an order.",
}

func Handle(ctx context.Context, call *genai.FunctionCall) *genai.Part {
	orderID, _ := call.Args["order_id"].(string)
	switch call.Name {
	case "issue_refund":
		id, err := pay.Refund(ctx, orderID, 100)
		if err != nil {
			return genai.NewPartFromFunctionResponse(call.Name, map[string]any{"error": err.Error()}) // want `a timeout from Refund is returned as a failure, but the refund may have happened`
		}
		return genai.NewPartFromFunctionResponse(call.Name, map[string]any{"output": id})
	case "issue_refund_text":
		return refundText(ctx, orderID)
	case "lookup_order":
		status, err := pay.Lookup(ctx, orderID)
		if err != nil {
			return genai.NewPartFromFunctionResponse(call.Name, map[string]any{"error": err.Error()}) // a read: silent
		}
		return genai.NewPartFromFunctionResponse(call.Name, map[string]any{"output": status})
	}
	return genai.NewPartFromFunctionResponse(call.Name, map[string]any{"error": "unknown function"})
}

func refundText(ctx context.Context, orderID string) *genai.Part {
	out, err := refund(ctx, orderID)
	if err != nil {
		return genai.NewPartFromFunctionResponse("issue_refund_text", map[string]any{"error": err.Error()}) // want `a timeout from refund is returned as a failure, but the refund may have happened`
	}
	return genai.NewPartFromFunctionResponse("issue_refund_text", map[string]any{"output": out})
}

func refund(ctx context.Context, orderID string) (string, error) {
	id, err := pay.Refund(ctx, orderID, 100)
	if err != nil {
		return "", fmt.Errorf("refund: %w", err)
	}
	return id, nil
}
