// Package server declares mcp-go tools whose handlers are methods of
// package handlers (T2): their parameters are checked here, from the
// facts about the handlers. The fix would edit the handler, which is
// not this package's: there is none.
package server

import (
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"modelkey/t2mcpgo/handlers"
)

func Register(s *server.MCPServer, chat *handlers.Chat) {
	s.AddTool(mcp.NewTool("refund_with_key",
		mcp.WithDescription("Refund an order."),
		mcp.WithString("order_id", mcp.Required()),
		mcp.WithString("idempotency_key"), // want `^refund_with_key takes its idempotency key "idempotency_key" from the model; a retry with a new key acts twice: derive the key inside the tool from order_id$`
	), chat.RefundWithKey)

	// The key is derived: silent.
	s.AddTool(mcp.NewTool("issue_refund",
		mcp.WithDescription("Refund an order."),
		mcp.WithString("order_id", mcp.Required()),
	), chat.Refund)

	// A read: silent, whatever its parameters are called.
	s.AddTool(mcp.NewTool("get_order",
		mcp.WithDescription("Look up an order."),
		mcp.WithString("order_id", mcp.Required()),
		mcp.WithString("request_id"),
	), chat.GetOrder)
}
