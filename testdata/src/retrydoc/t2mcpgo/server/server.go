// Package server declares tools whose handlers are methods of package
// handlers (T2): the checks of a declaration run here, from the facts
// about the handlers.
package server

import (
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"retrydoc/t2mcpgo/handlers"
)

func Register(s *server.MCPServer, chat *handlers.Chat) {
	s.AddTool(mcp.NewTool("charge_order",
		mcp.WithDescription("Charge an order."), // want `^the description of charge_order does not say whether retrying is safe; after a timeout the agent guesses and may repeat the write: add a sentence such as "Not safe to retry blindly: check whether it took effect before calling again."$`
		mcp.WithString("order_id", mcp.Required()),
	), chat.Charge)

	// Every write is keyed: the sentence the fix adds says it is safe.
	s.AddTool(mcp.NewTool("issue_refund",
		mcp.WithDescription("Refund an order."), // want `^the description of issue_refund does not say whether retrying is safe; after a timeout the agent guesses and may repeat the write: add a sentence such as "Safe to retry: calling again with the same arguments returns the original result."$`
		mcp.WithString("order_id", mcp.Required()),
	), chat.Refund)

	// The model chooses the key: not safe.
	s.AddTool(mcp.NewTool("refund_with_key",
		mcp.WithDescription("Refund an order."), // want `^the description of refund_with_key does not say whether retrying is safe; after a timeout the agent guesses and may repeat the write: add a sentence such as "Not safe to retry blindly: check whether it took effect before calling again."$`
		mcp.WithString("order_id", mcp.Required()),
		mcp.WithString("idempotency_key"),
	), chat.RefundWithKey)

	// Already says it: silent.
	s.AddTool(mcp.NewTool("refund_documented",
		mcp.WithDescription("Refund an order. Safe to retry: calling again with the same arguments returns the original result."),
		mcp.WithString("order_id", mcp.Required()),
	), chat.Refund)

	// A GET: silent.
	s.AddTool(mcp.NewTool("get_order",
		mcp.WithDescription("Look up an order."),
		mcp.WithString("order_id", mcp.Required()),
	), chat.GetOrder)
}
