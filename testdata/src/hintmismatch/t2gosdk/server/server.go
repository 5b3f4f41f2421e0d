// Package server declares go-sdk tools whose handlers are methods of
// package handlers (T2): their annotations are checked here, from the
// facts about the handlers.
package server

import (
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"hintmismatch/t2gosdk/handlers"
)

func Register(s *mcp.Server, b *handlers.Bank) {
	mcp.AddTool(s, &mcp.Tool{
		Name:        "issue_refund",
		Description: "Refund an order.",
		Annotations: &mcp.ToolAnnotations{IdempotentHint: true}, // want `^issue_refund is annotated idempotentHint: true, but a retry refunds twice: it takes its idempotency key "idempotency_key" from the model; clients retry tools marked idempotent on their own: set idempotentHint to false$`
	}, b.Refund)

	mcp.AddTool(s, &mcp.Tool{
		Name:        "transfer_funds",
		Description: "Move money between accounts.",
		Annotations: &mcp.ToolAnnotations{
			ReadOnlyHint:   true, // want `^transfer_funds is annotated readOnlyHint: true but it writes \(Transfer\); clients run and retry read-only tools without asking, so the write can happen twice: set readOnlyHint to false$`
			IdempotentHint: true, // want `^transfer_funds is annotated idempotentHint: true, but a retry transfers twice: it calls Transfer with no idempotency key and no ledger lookup before it; clients retry tools marked idempotent on their own: set idempotentHint to false$`
		},
	}, b.Transfer)

	// True claims: silent.
	mcp.AddTool(s, &mcp.Tool{
		Name:        "issue_refund_safe",
		Description: "Refund an order.",
		Annotations: &mcp.ToolAnnotations{IdempotentHint: true},
	}, b.SafeRefund)
	mcp.AddTool(s, &mcp.Tool{
		Name:        "get_refund",
		Description: "Look up a refund.",
		Annotations: &mcp.ToolAnnotations{ReadOnlyHint: true, IdempotentHint: true},
	}, b.Lookup)
}
