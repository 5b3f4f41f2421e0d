// Package factory declares each tool in a method of its type and makes
// its handler in another, given what the handler needs; a registry adds
// every tool through an interface: AddTool(t.Tool(), t.Handler(m)).
package factory

import (
	"context"
	"net/http"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type Manager struct{ hc *http.Client }

type Tool interface {
	Tool() mcp.Tool
	Handler(m *Manager) server.ToolHandlerFunc
}

type PlaceOrderTool struct{}

func (*PlaceOrderTool) Tool() mcp.Tool {
	return mcp.NewTool("place_order", mcp.WithDescription("Place an order.")) // want `tool place_order fw=mcp-go desc="Place an order." params=- handler=literal hints=-`
}

func (*PlaceOrderTool) Handler(m *Manager) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		resp, err := m.hc.Post("https://broker.example/orders", "application/json", strings.NewReader("{}"))
		if err != nil {
			return mcp.NewToolResultError("failed to place order"), nil
		}
		resp.Body.Close()
		return mcp.NewToolResultText("placed"), nil
	}
}

func Register(s *server.MCPServer, m *Manager) {
	for _, t := range []Tool{&PlaceOrderTool{}} {
		s.AddTool(t.Tool(), t.Handler(m))
	}
}
