// Package server pairs the tools and factories of package tools through
// a local registration closure (T7).
package server

import (
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"nolookup/t7/tools"
)

func Register(s *server.MCPServer, p tools.Payments, ts *tools.Server, readOnly bool) {
	add := func(t mcp.Tool, h server.ToolHandlerFunc) {
		if !readOnly {
			s.AddTool(t, h)
		}
	}
	add(tools.ChargeTool, tools.ChargeHandler(p))
	add(tools.RefundTool(), ts.RefundHandler())
	add(tools.ChargeByNameTool, tools.ChargeByNameHandler(p))
}
