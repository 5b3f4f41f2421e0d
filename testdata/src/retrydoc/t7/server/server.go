// Package server pairs the tools and factories of package tools through
// a local registration closure (T7): the description is another
// package's, so the report is where this package names the tool, with no
// fix.
package server

import (
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"retrydoc/t7/tools"
)

func Register(s *server.MCPServer, p tools.Payments, ts *tools.Server, readOnly bool) {
	add := func(t mcp.Tool, h server.ToolHandlerFunc) {
		if !readOnly {
			s.AddTool(t, h)
		}
	}
	add(tools.ChargeTool, tools.ChargeHandler(p)) // want `^the description of charge_order does not say whether retrying is safe; after a timeout the agent guesses and may repeat the write: add a sentence such as "Not safe to retry blindly: check whether it took effect before calling again."$`
	add(tools.RefundTool(), ts.RefundHandler())   // want `^the description of issue_refund does not say whether retrying is safe; after a timeout the agent guesses and may repeat the write: add a sentence such as "Safe to retry: calling again with the same arguments returns the original result."$`
	add(tools.ChargeDocumentedTool, tools.ChargeHandler(p))
	add(tools.GetOrderTool, tools.GetOrderHandler())

	add(tools.ChargeByNameTool, tools.ChargeByNameHandler(p)) // want `^the description of charge_by_name does not say whether retrying is safe; after a timeout the agent guesses and may repeat the write: add a sentence such as "Not safe to retry blindly: check whether it took effect before calling again."$`
	add(tools.NotifyTool, tools.NotifyHandler())              // want `^the description of notify_order does not say whether retrying is safe`
	c := &tools.Charger{Pay: p}
	add(tools.ChargeDocumentedTool, c.ChargeHeldHandler())
	add(tools.ChargeHeldTool, c.ChargeHeldHandler()) // want `^the description of charge_held does not say whether retrying is safe`
	add(tools.LookupTool, tools.LookupHandler())
	add(tools.LookupTool, tools.NilHandler())
}
