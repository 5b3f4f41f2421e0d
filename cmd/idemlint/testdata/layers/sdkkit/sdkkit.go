// Package sdkkit stores a go-sdk tool and its handler in its own struct
// and registers them in a loop (T1).
package sdkkit

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type ServerTool struct {
	Tool    mcp.Tool
	Handler mcp.ToolHandler
}

func New[In, Out any](tool mcp.Tool, h func(context.Context, *mcp.CallToolRequest, In) (*mcp.CallToolResult, Out, error)) ServerTool {
	return ServerTool{Tool: tool, Handler: func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		var in In
		res, _, err := h(ctx, req, in)
		return res, err
	}}
}

func Register(s *mcp.Server, tools []ServerTool) {
	for _, t := range tools {
		tc := t.Tool
		s.AddTool(&tc, t.Handler)
	}
}
