package orphanserver

import (
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"example.com/orphan/orphan"
)

func Register(s *server.MCPServer) {
	for _, d := range orphan.List {
		s.AddTool(mcp.NewTool(d.Name, mcp.WithDescription(d.Description)), d.Handler)
	}
}
