// Package ownsdk converts the server's own tools to go-sdk's.
package ownsdk

import (
	"context"

	"example.com/layers/ownapi"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func Register(s *mcp.Server, tools []ownapi.ServerTool) {
	for _, t := range tools {
		s.AddTool(&mcp.Tool{Name: t.Tool.Name, Description: t.Tool.Description},
			func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
				res, err := t.Handler(ownapi.Params{Context: ctx})
				if err != nil {
					return nil, err
				}
				return &mcp.CallToolResult{IsError: res.Error != nil, Content: []mcp.Content{&mcp.TextContent{Text: res.Content}}}, nil
			})
	}
}
