// Package fluent writes through a generated client whose requests are
// built by fluent setters and sent by Execute: a later failure is
// Execute's, not a setter's.
package fluent

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"lostresult/fluent/box"
)

var api *box.Client

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("upload_file", mcp.WithString("id", mcp.Required()), mcp.WithString("path", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			id, path := req.GetString("id", ""), req.GetString("path", "")
			if _, err := api.Upload(ctx, id).Path(path).Data("x").Execute(); err != nil {
				return nil, fmt.Errorf("upload: %w", err)
			}
			info, _, err := api.FileInfo(ctx, id).Path(path).Execute()
			if err != nil {
				return nil, fmt.Errorf("file info: %w", err) // want `upload_file returns an error when Execute fails after Execute succeeded`
			}
			return mcp.NewToolResultText(fmt.Sprint(info.Size)), nil
		})
	// The failure says what was uploaded: not reported.
	s.AddTool(mcp.NewTool("upload_file_told", mcp.WithString("id", mcp.Required()), mcp.WithString("path", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			id, path := req.GetString("id", ""), req.GetString("path", "")
			resp, err := api.Upload(ctx, id).Path(path).Data("x").Execute()
			if err != nil {
				return nil, fmt.Errorf("upload: %w", err)
			}
			info, _, err := api.FileInfo(ctx, id).Path(path).Execute()
			if err != nil {
				return mcp.NewToolResultError(fmt.Sprintf("uploaded (%s), reading its size failed: %v", resp.Status, err)), nil
			}
			return mcp.NewToolResultText(fmt.Sprint(info.Size)), nil
		})
}
