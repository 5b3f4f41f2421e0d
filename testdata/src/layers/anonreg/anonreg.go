// Package anonreg lists its tools in a function returning a slice of an
// anonymous struct, each element a tool and the handler a factory makes,
// and registers them through a wrapper that calls the handler.
package anonreg

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type Client struct{}

func handlePause(c *Client) mcp.ToolHandler {
	return func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return &mcp.CallToolResult{}, nil
	}
}

func handleList(c *Client) mcp.ToolHandler {
	return func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return &mcp.CallToolResult{}, nil
	}
}

func toolDefs(c *Client) []struct {
	tool    *mcp.Tool
	handler mcp.ToolHandler
} {
	return []struct {
		tool    *mcp.Tool
		handler mcp.ToolHandler
	}{
		{
			tool:    &mcp.Tool{Name: "pause_connection", Description: "Pause a connection."}, // want `tool pause_connection fw=go-sdk desc="Pause a connection." params=- handler=literal hints=-`
			handler: handlePause(c),
		},
		{
			tool:    &mcp.Tool{Name: "list_connections", Description: "List connections."}, // want `tool list_connections fw=go-sdk desc="List connections." params=- handler=literal hints=-`
			handler: handleList(c),
		},
	}
}

type Server struct {
	s      *mcp.Server
	c      *Client
	calls  int
	labels []struct {
		name string
		run  func() error
	}
}

func (s *Server) wrap(name string, h mcp.ToolHandler) mcp.ToolHandler {
	return func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		s.calls++
		return h(ctx, req)
	}
}

func (s *Server) Register() {
	for _, td := range toolDefs(s.c) {
		s.s.AddTool(td.tool, s.wrap(td.tool.Name, td.handler))
	}
}
