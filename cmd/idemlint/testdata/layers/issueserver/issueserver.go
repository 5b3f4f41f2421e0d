// Package issueserver registers the tools of package issues through a
// local closure, with handlers from its factories (T7): the declaration
// checks report where this package names each tool.
package issueserver

import (
	"example.com/layers/issues"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	sdk "github.com/modelcontextprotocol/go-sdk/mcp"
)

func Register(s *server.MCPServer, ss *sdk.Server, h *issues.Handlers, readOnly bool) {
	add := func(t mcp.Tool, h server.ToolHandlerFunc) {
		if !readOnly || t.Annotations.ReadOnlyHint != nil {
			s.AddTool(t, h)
		}
	}
	add(issues.RefundTool, issues.RefundHandler())
	add(issues.StatusTool(), h.StatusHandler())
	sdk.AddTool(ss, issues.SDKRefundTool, issues.SDKRefundHandler())
	add(issues.ChargeTool, h.ChargeHandler())
	s.AddTool(issues.StatusVariantsTool(readOnly), h.StatusHandler())
	if readOnly {
		s.AddTool(issues.NoteTool(), h.StatusHandler())
	} else {
		s.AddTool(issues.NoteArchiveTool(), h.StatusHandler())
	}
}
