// Package mcpserver is the only package that knows the SDK: it converts
// the server's own tools at run time.
package mcpserver

import (
	"context"
	"errors"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"layers/t4/api"
)

func Register(s *mcp.Server, tools []api.ServerTool) {
	for _, t := range tools {
		tool, handler := toSDK(t)
		s.AddTool(tool, handler)
	}
}

func toSDK(t api.ServerTool) (*mcp.Tool, mcp.ToolHandler) {
	tool := &mcp.Tool{Name: t.Tool.Name, Description: t.Tool.Description, InputSchema: t.Tool.InputSchema}
	return tool, func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		res, err := t.Handler(api.ToolHandlerParams{Context: ctx})
		if err != nil {
			return nil, err
		}
		if res.Error != nil {
			return &mcp.CallToolResult{IsError: true}, nil
		}
		return &mcp.CallToolResult{}, errors.New("unreachable")
	}
}
