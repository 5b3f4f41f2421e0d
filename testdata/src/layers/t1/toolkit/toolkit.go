// Package toolkit stores a go-sdk tool and its handler in its own struct;
// a loop registers them later (T1).
package toolkit

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type ServerTool struct {
	Tool    mcp.Tool
	Handler mcp.ToolHandler
}

func New[In, Out any](tool mcp.Tool, h func(context.Context, *mcp.CallToolRequest, In) (*mcp.CallToolResult, Out, error)) ServerTool {
	return ServerTool{Tool: tool, Handler: adapt(h)}
}

func adapt[In, Out any](h func(context.Context, *mcp.CallToolRequest, In) (*mcp.CallToolResult, Out, error)) mcp.ToolHandler {
	return func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		var in In
		res, _, err := h(ctx, req, in)
		return res, err
	}
}

type Registry struct{ tools []ServerTool }

func (r *Registry) Add(t ServerTool) { r.tools = append(r.tools, t) }

func (r *Registry) Register(s *mcp.Server) {
	for _, t := range r.tools {
		tc := t.Tool
		s.AddTool(&tc, t.Handler)
	}
}

// Unused is a constructor nobody calls: no tool.
func Unused(name string) *mcp.Tool {
	return &mcp.Tool{Name: name}
}
