package tools

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"example.com/requests/cloudsdk"
)

// RegisterCloud exposes a resty-based SDK's create, rename and get.
func RegisterCloud(s *server.MCPServer, c *cloudsdk.Client) {
	s.AddTool(mcp.NewTool("create_volume", mcp.WithDescription("Create a volume."), mcp.WithString("label", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if _, err := c.CreateVolume(ctx, req.GetString("label", "")); err != nil {
				return fail(err)
			}
			return ok()
		})
	s.AddTool(mcp.NewTool("rename_volume", mcp.WithDescription("Rename a volume."), mcp.WithNumber("id", mcp.Required()), mcp.WithString("label", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if _, err := c.RenameVolume(ctx, req.GetInt("id", 0), req.GetString("label", "")); err != nil {
				return fail(err)
			}
			return ok()
		})
	s.AddTool(mcp.NewTool("show_volume", mcp.WithDescription("Show a volume."), mcp.WithNumber("id", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if _, err := c.GetVolume(ctx, req.GetInt("id", 0)); err != nil {
				return fail(err)
			}
			return ok()
		})
}
