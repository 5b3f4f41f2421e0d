package a

import (
	"context"

	"example.com/vetchain/svc"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// RegisterProjects declares tools over a repository implemented twice.
func RegisterProjects(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("create_project",
		mcp.WithDescription("Create a project."),
		mcp.WithString("title", mcp.Required()),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if err := svc.NewProject(ctx, req.GetString("title", "")); err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return mcp.NewToolResultText("created"), nil
	})

	// One implementation only marks a map: not known to write.
	s.AddTool(mcp.NewTool("shelve_project",
		mcp.WithDescription("Shelve a project."),
		mcp.WithString("id", mcp.Required()),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if err := svc.Shelve(ctx, req.GetString("id", "")); err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return mcp.NewToolResultText("shelved"), nil
	})
}
