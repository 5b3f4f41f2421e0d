// Package server declares mcp-go tools whose handlers are methods of
// package handlers (T2): their annotations are checked here, from the
// facts about the handlers.
package server

import (
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"hintmismatch/t2mcpgo/handlers"
)

func Register(s *server.MCPServer, chat *handlers.Chat) {
	s.AddTool(mcp.NewTool("charge_order",
		mcp.WithString("order_id", mcp.Required()),
		mcp.WithReadOnlyHintAnnotation(true),   // want `^charge_order is annotated readOnlyHint: true but it writes \(Charge\); clients run and retry read-only tools without asking, so the write can happen twice: set readOnlyHint to false$`
		mcp.WithIdempotentHintAnnotation(true), // want `^charge_order is annotated idempotentHint: true, but a retry charges twice: it calls Charge with no idempotency key and no ledger lookup before it; clients retry tools marked idempotent on their own: set idempotentHint to false$`
	), chat.Charge)

	s.AddTool(mcp.NewTool("refund_with_key",
		mcp.WithString("order_id", mcp.Required()),
		mcp.WithString("idempotency_key"),
		mcp.WithIdempotentHintAnnotation(true), // want `^refund_with_key is annotated idempotentHint: true, but a retry refunds twice: it takes its idempotency key "idempotency_key" from the model; clients retry tools marked idempotent on their own: set idempotentHint to false$`
	), chat.RefundWithKey)

	// True claims: silent.
	s.AddTool(mcp.NewTool("issue_refund",
		mcp.WithString("order_id", mcp.Required()),
		mcp.WithIdempotentHintAnnotation(true),
		mcp.WithDestructiveHintAnnotation(true),
	), chat.Refund)
	s.AddTool(mcp.NewTool("get_order",
		mcp.WithString("order_id", mcp.Required()),
		mcp.WithReadOnlyHintAnnotation(true),
		mcp.WithIdempotentHintAnnotation(true),
	), chat.GetOrder)
}
