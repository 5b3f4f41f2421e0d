// Package registry keeps the tools that register themselves, each behind
// an interface with a method for the tool and one for its handler, and
// hands both to mcp-go.
package registry

import (
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type ToolRegistrar interface {
	GetTool() mcp.Tool
	GetHandler() server.ToolHandlerFunc
}

var registered []ToolRegistrar

func RegisterTool(t ToolRegistrar) { registered = append(registered, t) }

func RegisterAllTools(s *server.MCPServer) {
	for _, tool := range registered {
		s.AddTool(tool.GetTool(), tool.GetHandler())
	}
}

// Describer has a tool method and a name method, which no binding reads:
// no carrier.
type Describer interface {
	GetTool() mcp.Tool
	Name() string
}
