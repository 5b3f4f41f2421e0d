// Package srv registers every plugin's tools.
package srv

import (
	"github.com/mark3labs/mcp-go/server"

	"layers/builtkit/kit"
)

func Register(s *server.MCPServer, tools []kit.Tool) {
	for _, t := range tools {
		s.AddTool(t.Builder(), t.Handler)
	}
}
