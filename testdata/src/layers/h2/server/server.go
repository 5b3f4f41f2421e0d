// Package server registers a thin wrapper; the body that matters is the
// function it forwards to (H2).
package server

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"layers/h2/logs"
)

func Register(s *server.MCPServer, logger *logs.Logger) {
	s.AddTool(mcp.NewTool("create_run", mcp.WithDescription("Start a run."), mcp.WithString("workspace")), // want `tool create_run fw=mcp-go desc="Start a run." params=workspace handler=createRunHandler hints=-`
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			return createRunHandler(ctx, req, logger)
		})
}

func createRunHandler(ctx context.Context, req mcp.CallToolRequest, log *logs.Logger) (*mcp.CallToolResult, error) {
	return nil, nil
}
