// Package genkit holds genkit tools: genkit.Define*Tool and ai.NewTool
// calls with typed inputs, an input schema map, and a multipart tool.
package genkit

import (
	"context"
	"fmt"

	"github.com/firebase/genkit/go/ai"
	"github.com/firebase/genkit/go/genkit"
)

type Payments interface {
	Refund(ctx context.Context, orderID string, cents int64, key string) (string, error)
	Void(ctx context.Context, invoiceID, reason string) error
	EmailReceipt(ctx context.Context, orderID, format string) (messageID string, err error)
}

type RefundIn struct {
	OrderID     string `json:"order_id" jsonschema:"description=Order to refund"`
	AmountCents int64  `json:"amount_cents" jsonschema_description:"Amount in cents"`
}

type RefundOut struct {
	RefundID string `json:"refund_id"`
}

// DefineTool registers the tool; name and description are arguments 1 and 2.
func DefineRefund(g *genkit.Genkit, pay Payments) *ai.ToolDef[RefundIn, RefundOut] {
	return genkit.DefineTool(g, "issueRefund", "Issue a refund for an order.", // want `tool issueRefund fw=genkit desc="Issue a refund for an order." params=order_id,amount_cents handler=literal hints=-`
		func(ctx *ai.ToolContext, in RefundIn) (RefundOut, error) {
			id, err := pay.Refund(ctx, in.OrderID, in.AmountCents, "")
			if err != nil {
				return RefundOut{}, err
			}
			return RefundOut{RefundID: id}, nil
		})
}

const lookupDesc = "Look up the status of an order."

type LookupIn struct {
	OrderID      string `json:"order_id"`
	IncludeItems bool   `json:"include_items,omitempty"`
}

type LookupOut struct {
	Status string `json:"status"`
}

func lookupOrder(ctx *ai.ToolContext, in LookupIn) (LookupOut, error) {
	if in.OrderID == "" {
		return LookupOut{}, fmt.Errorf("order_id is required")
	}
	return LookupOut{Status: "shipped"}, nil
}

// An unregistered tool with a named handler and a named description.
var LookupTool = ai.NewTool("lookupOrder", lookupDesc, lookupOrder) // want `tool lookupOrder fw=genkit desc="Look up the status of an order." params=order_id,include_items handler=lookupOrder hints=-`

// The input schema is a map; the handler receives any.
func DefineVoid(g *genkit.Genkit, pay Payments) *ai.ToolDef[any, string] {
	return genkit.DefineToolWithInputSchema(g, "voidInvoice", "Void an unpaid invoice.", // want `tool voidInvoice fw=genkit desc="Void an unpaid invoice." params=invoice_id,reason handler=literal hints=-`
		map[string]any{
			"type": "object",
			"properties": map[string]any{
				"invoice_id": map[string]any{"type": "string"},
				"reason":     map[string]any{"type": "string"},
			},
			"required": []any{"invoice_id"},
		},
		func(ctx *ai.ToolContext, in any) (string, error) {
			args, _ := in.(map[string]any)
			id, _ := args["invoice_id"].(string)
			reason, _ := args["reason"].(string)
			if err := pay.Void(ctx, id, reason); err != nil {
				return "", err
			}
			return "voided " + id, nil
		})
}

type ReceiptIn struct {
	OrderID string `json:"order_id"`
	Format  string `json:"format,omitempty"`
}

// A multipart tool returns content parts next to its output.
func DefineReceipt(g *genkit.Genkit, pay Payments) *ai.ToolDef[ReceiptIn, *ai.MultipartToolResponse] {
	return genkit.DefineMultipartTool(g, "emailReceipt", "Email the receipt for an order to its customer.", // want `tool emailReceipt fw=genkit desc="Email the receipt for an order to its customer." params=order_id,format handler=literal hints=-`
		func(ctx *ai.ToolContext, in ReceiptIn) (*ai.MultipartToolResponse, error) {
			msgID, err := pay.EmailReceipt(ctx, in.OrderID, in.Format)
			if err != nil {
				return nil, err
			}
			return &ai.MultipartToolResponse{
				Output:  map[string]any{"message_id": msgID},
				Content: []*ai.Part{ai.NewTextPart("receipt sent for order " + in.OrderID)},
			}, nil
		})
}

func Ask(ctx context.Context, g *genkit.Genkit, pay Payments, question string) (string, error) {
	refund := DefineRefund(g, pay)
	void := DefineVoid(g, pay)
	receipt := DefineReceipt(g, pay)
	resp, err := genkit.Generate(ctx, g,
		ai.WithPrompt(question),
		ai.WithTools(refund, void, receipt, LookupTool),
		ai.WithMaxTurns(4),
	)
	if err != nil {
		return "", err
	}
	return resp.Text(), nil
}
