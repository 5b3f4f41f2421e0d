// Package server binds the handler a factory of package tools returns by
// name, through a local registration closure (T7).
package server

import (
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"timeouterr/t7/tools"
)

func Register(s *server.MCPServer, p tools.Payments) {
	add := func(t mcp.Tool, h server.ToolHandlerFunc) { s.AddTool(t, h) }
	add(tools.ChargeTool, tools.ChargeHandler(p))
}
