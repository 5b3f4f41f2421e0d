package server

import (
	"github.com/mark3labs/mcp-go/mcp"
	mcpserver "github.com/mark3labs/mcp-go/server"

	"layers/methodtable/tools"
)

func Build(reg *tools.Registry) *mcpserver.MCPServer {
	srv := mcpserver.NewMCPServer("memory", "1.0")
	count := 0
	add := func(t mcp.Tool, h mcpserver.ToolHandlerFunc) {
		srv.AddTool(t, h)
		count++
	}
	for _, t := range reg.Tools() {
		add(t.Tool, t.Handler)
	}
	return srv
}
