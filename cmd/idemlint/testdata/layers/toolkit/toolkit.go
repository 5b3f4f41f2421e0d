// Package toolkit is the server's own tool layer over mcp-go (T3): a
// generic constructor, the struct it stores tool and handler in, and a
// plain binder.
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
		if err := req.BindArguments(&in); err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		out, err := fn(ctx, in)
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		b, _ := json.Marshal(out)
		return mcp.NewToolResultText(string(b)), nil
	}
}

// Register registers every tool.
func Register(s *server.MCPServer, tools ...Tool) {
	for _, t := range tools {
		s.AddTool(t.Tool, t.Handler)
	}
}

// Bind binds one tool and its handler.
func Bind(s *server.MCPServer, t mcp.Tool, h server.ToolHandlerFunc) { s.AddTool(t, h) }

// Unused is a constructor nobody calls: it declares no tool.
func Unused(name string, h server.ToolHandlerFunc) Tool {
	return Tool{Tool: mcp.NewTool(name), Handler: h}
}
