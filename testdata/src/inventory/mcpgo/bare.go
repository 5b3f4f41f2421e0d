package mcpgo

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// InsertTool names its results and returns them with a bare return, as
// some servers write each tool's constructor.
func InsertTool() (tool mcp.Tool, handler server.ToolHandlerFunc) {
	tool = mcp.NewTool("insert_row", mcp.WithDescription("Insert a row."), mcp.WithString("v")) // want `tool insert_row fw=mcp-go desc="Insert a row." params=v handler=literal hints=-`
	handler = func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return mcp.NewToolResultText("ok"), nil
	}
	return
}

// A bare return of a handler the caller hands in (nil here) links none.
func LooseTool(h server.ToolHandlerFunc) (tool mcp.Tool, handler server.ToolHandlerFunc) {
	tool = mcp.NewTool("loose_row", mcp.WithDescription("Loose.")) // want `tool loose_row fw=mcp-go desc="Loose." params=- handler=none hints=-`
	handler = h
	return
}

func registerBare(s *server.MCPServer) {
	s.AddTool(InsertTool())
	s.AddTool(LooseTool(nil))
}
