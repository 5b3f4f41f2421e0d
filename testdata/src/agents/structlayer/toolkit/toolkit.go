// Package toolkit is a server's own layer over mcp-go: NewTool stores
// its parameters in an unexported struct, whose conversion method reads
// them into mcp-go's tool and calls the stored handler.
package toolkit

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type Result struct {
	Text    string
	IsError bool
}

type Handler func(ctx context.Context, args map[string]any) (*Result, error)

type Tool interface {
	toServerTool() server.ServerTool
}

type toolImpl struct {
	name        string
	description string
	handler     Handler
}

// NewTool is the constructor every tool of the server goes through.
func NewTool(name, description string, handler Handler) Tool {
	return &toolImpl{name: name, description: description, handler: handler}
}

func (t *toolImpl) toServerTool() server.ServerTool {
	return server.ServerTool{
		Tool: mcp.NewTool(t.name, mcp.WithDescription(t.description)),
		Handler: func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			res, err := t.handler(ctx, req.GetArguments())
			if err != nil {
				return nil, err
			}
			if res.IsError {
				return mcp.NewToolResultError(res.Text), nil
			}
			return mcp.NewToolResultText(res.Text), nil
		},
	}
}

func Serve(s *server.MCPServer, tools ...Tool) {
	for _, t := range tools {
		s.AddTools(t.toServerTool())
	}
}
