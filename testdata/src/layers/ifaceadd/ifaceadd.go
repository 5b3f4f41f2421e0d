// Package ifaceadd registers its tools through an interface of its own
// that *server.MCPServer satisfies, so that a filter can stand in front
// of the server.
package ifaceadd

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type ToolRegistrar interface {
	AddTool(tool mcp.Tool, handler server.ToolHandlerFunc)
}

// Labeler takes a tool but no handler: no binding.
type Labeler interface {
	Label(tool mcp.Tool, label string)
}

func RegisterMessageTools(s ToolRegistrar, l Labeler) {
	s.AddTool(mcp.NewTool("send_message", mcp.WithDescription("Send a message.")), // want `tool send_message fw=mcp-go desc="Send a message." params=- handler=literal hints=-`
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			return mcp.NewToolResultText("sent"), nil
		})
	s.AddTool(mcp.NewTool("list_rooms", mcp.WithDescription("List rooms.")), listRooms) // want `tool list_rooms fw=mcp-go desc="List rooms." params=- handler=listRooms hints=-`
	l.Label(mcp.NewTool("about", mcp.WithDescription("About.")), "info")                // want `tool about fw=mcp-go desc="About." params=- handler=none hints=-`
}

func listRooms(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("[]"), nil
}

// filtered stands in front of the server.
type filtered struct{ s *server.MCPServer }

func (f filtered) AddTool(tool mcp.Tool, handler server.ToolHandlerFunc) { f.s.AddTool(tool, handler) }

func Serve(s *server.MCPServer, l Labeler) {
	RegisterMessageTools(filtered{s}, l)
}
