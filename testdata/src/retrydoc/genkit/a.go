package genkit

import (
	"context"

	"github.com/firebase/genkit/go/ai"
	"github.com/firebase/genkit/go/genkit"
)

type Billing interface {
	SendInvoice(ctx context.Context, customer string) (string, error)
}

var billing Billing

type InvoiceIn struct {
	Customer string `json:"customerId"`
}

type InvoiceOut struct {
	ID string `json:"invoiceId"`
}

func Define(g *genkit.Genkit) *ai.ToolDef[InvoiceIn, InvoiceOut] {
	return genkit.DefineTool(g, "sendInvoice", "Send an invoice to a customer.", // want `the description of sendInvoice does not say whether retrying is safe`
		func(ctx *ai.ToolContext, in InvoiceIn) (InvoiceOut, error) {
			id, err := billing.SendInvoice(ctx, in.Customer)
			return InvoiceOut{ID: id}, err
		})
}
