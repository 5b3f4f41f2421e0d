// Package server declares the tools whose handlers package handlers
// implements (T2): nolookup judges a body, so it reports where the body
// is, not here.
package server

import (
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"nolookup/t2/handlers"
)

func Register(s *server.MCPServer, chat *handlers.Chat) {
	s.AddTool(mcp.NewTool("charge_order", mcp.WithDescription("Charge an order."), mcp.WithString("order_id")), chat.Charge)
	s.AddTool(mcp.NewTool("issue_refund", mcp.WithDescription("Refund an order."), mcp.WithString("order_id")), chat.Refund)
}

func RegisterFacade(s *server.MCPServer, f *handlers.Facade) {
	s.AddTool(mcp.NewTool("charge_order_v2", mcp.WithDescription("Charge an order."), mcp.WithString("order_id")), f.Charge)
	s.AddTool(mcp.NewTool("charge_audited", mcp.WithDescription("Charge an order."), mcp.WithString("order_id")), f.AuditedCharge)
}
