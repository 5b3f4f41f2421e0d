// Package server pairs the tools and factories of package tools (T7):
// the annotations are another package's, so the report is where this
// package names the tool, with no fix.
package server

import (
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"hintmismatch/t7/tools"
)

func Register(s *server.MCPServer, p tools.Payments) {
	add := func(t mcp.Tool, h server.ToolHandlerFunc) { s.AddTool(t, h) }
	add(tools.ChargeTool, tools.ChargeHandler(p)) // want `^charge_order is annotated idempotentHint: true, but a retry charges twice: it calls Charge with no idempotency key and no ledger lookup before it; clients retry tools marked idempotent on their own: set idempotentHint to false$`
	add(tools.GetOrderTool, tools.GetOrderHandler())
}
