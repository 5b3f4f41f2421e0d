// Package server registers the kit's tools through a wrapper that calls
// each one's Handler and converts its Result.
package server

import (
	"context"
	"encoding/json"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"layers/metadata/kit"
)

type logging struct{ tool kit.MCPTool }

func (l *logging) handle(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `handler body fw=mcp-go handler=logging.handle`
	res, err := l.tool.Handler(ctx, req)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	b, _ := json.Marshal(res.JSON)
	return mcp.NewToolResultText(string(b)), nil
}

func Register(s *server.MCPServer, tools []kit.MCPTool) {
	for _, t := range tools {
		w := &logging{tool: t}
		s.AddTool(t.Metadata.Tool(), w.handle)
	}
}
