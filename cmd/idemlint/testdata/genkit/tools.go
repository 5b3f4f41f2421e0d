// Package genkittools declares billing tools with github.com/firebase/genkit/go.
package genkittools

import (
	"context"

	"github.com/firebase/genkit/go/ai"
	"github.com/firebase/genkit/go/genkit"
)

// Documents is what the tools write to.
type Documents interface {
	SendInvoice(ctx context.Context, customerID string, cents int64) (string, error)
	Archive(ctx context.Context, documentID, folder string) error
}

// InvoiceIn is the input of sendInvoice.
type InvoiceIn struct {
	CustomerID  string `json:"customerId" jsonschema:"description=Customer to bill"`
	AmountCents int64  `json:"amountCents" jsonschema_description:"Amount in cents"`
}

// InvoiceOut is the output of sendInvoice.
type InvoiceOut struct {
	InvoiceID string `json:"invoiceId"`
}

// DefineSendInvoice registers sendInvoice on g.
func DefineSendInvoice(g *genkit.Genkit, docs Documents) *ai.ToolDef[InvoiceIn, InvoiceOut] {
	return genkit.DefineTool(g, "sendInvoice", "Send an invoice to a customer.",
		func(ctx *ai.ToolContext, in InvoiceIn) (InvoiceOut, error) {
			id, err := docs.SendInvoice(ctx, in.CustomerID, in.AmountCents)
			if err != nil {
				return InvoiceOut{}, err
			}
			return InvoiceOut{InvoiceID: id}, nil
		})
}

// ArchiveIn is the input of archiveDocument.
type ArchiveIn struct {
	DocumentID string `json:"documentId"`
	Folder     string `json:"folder,omitempty"`
}

// ArchiveOut is the output of archiveDocument.
type ArchiveOut struct {
	Archived bool `json:"archived"`
}

const archiveDesc = "Move a document to the archive."

// Archiver owns archiveDocument.
type Archiver struct {
	Docs Documents
}

// Archive handles archiveDocument.
func (a *Archiver) Archive(ctx *ai.ToolContext, in ArchiveIn) (ArchiveOut, error) {
	if err := a.Docs.Archive(ctx, in.DocumentID, in.Folder); err != nil {
		return ArchiveOut{}, err
	}
	return ArchiveOut{Archived: true}, nil
}

// NewArchiveTool returns archiveDocument as an unregistered tool.
func NewArchiveTool(a *Archiver) *ai.ToolDef[ArchiveIn, ArchiveOut] {
	return ai.NewTool("archiveDocument", archiveDesc, a.Archive)
}

// Ask runs a generation with both tools.
func Ask(ctx context.Context, g *genkit.Genkit, docs Documents) (*ai.ModelResponse, error) {
	invoice := DefineSendInvoice(g, docs)
	archive := NewArchiveTool(&Archiver{Docs: docs})
	return genkit.Generate(ctx, g, ai.WithPrompt("Bill customer 42 and archive the old invoice"), ai.WithTools(invoice, archive))
}
