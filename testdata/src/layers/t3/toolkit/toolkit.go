// Package toolkit builds mcp-go tools from its parameters (T3).
package toolkit

import (
	"context"
	"encoding/json"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type Tool struct {
	Tool    mcp.Tool
	Handler server.ToolHandlerFunc
}

func MustTool[T, R any](name, description string, fn func(context.Context, T) (R, error), opts ...mcp.ToolOption) Tool {
	return Tool{
		Tool:    mcp.NewTool(name, append(opts, mcp.WithDescription(description), mcp.WithInputSchema[T]())...),
		Handler: typed(fn),
	}
}

func typed[T, R any](fn func(context.Context, T) (R, error)) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		var in T
		out, err := fn(ctx, in)
		if err != nil {
			return nil, err
		}
		b, _ := json.Marshal(out)
		return mcp.NewToolResultText(string(b)), nil
	}
}

func (t Tool) Register(s *server.MCPServer) { s.AddTool(t.Tool, t.Handler) }

// Register binds a tool through a plain helper.
func Register(s *server.MCPServer, t mcp.Tool, h server.ToolHandlerFunc) {
	s.AddTool(t, h)
}

// NewServerTool stores a tool and its handler in mcp-go's own struct.
func NewServerTool(tool mcp.Tool, handler server.ToolHandlerFunc) server.ServerTool {
	return server.ServerTool{Tool: tool, Handler: handler}
}
