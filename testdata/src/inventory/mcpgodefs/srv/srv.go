// Package srv registers the tools package's definitions.
package srv

import (
	"inventory/mcpgodefs/tools"

	"github.com/mark3labs/mcp-go/server"
)

func Register(s *server.MCPServer) {
	for _, d := range tools.All() {
		s.AddTool(d.Tool, d.Handler)
	}
}
