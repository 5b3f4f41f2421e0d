package mcpgo

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// wrappedServer wraps each handler in a middleware it is configured with.
type wrappedServer struct {
	mw   server.ToolHandlerMiddleware
	pick func(server.ToolHandlerFunc) server.ToolHandlerFunc
}

func (w *wrappedServer) star(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("starred"), nil
}

func (w *wrappedServer) other(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `handler body fw=mcp-go handler=wrappedServer.other`
	return mcp.NewToolResultText("other"), nil
}

func (w *wrappedServer) register(s *server.MCPServer) {
	h := server.ToolHandlerFunc(w.star)
	if w.mw != nil {
		h = w.mw(h)
	}
	s.AddTool(mcp.NewTool("star_entry", mcp.WithDescription("Star an entry.")), h) // want `tool star_entry fw=mcp-go desc="Star an entry." params=- handler=wrappedServer.star hints=-`

	// A branch that may put another handler there decides nothing.
	g := server.ToolHandlerFunc(w.star)
	if w.pick != nil {
		g = w.other
	}
	s.AddTool(mcp.NewTool("pick_entry", mcp.WithDescription("Pick an entry.")), g) // want `tool pick_entry fw=mcp-go desc="Pick an entry." params=- handler=none hints=-`
}
