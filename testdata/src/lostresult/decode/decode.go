// Package decode reads back the answer of a command after running it: a
// failure to decode that answer is no later step that loses the write's
// result. A second command, given what the first answered, is one.
package decode

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"lostresult/decode/cli"
)

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("trigger_migration", mcp.WithDescription("Trigger a migration."), mcp.WithString("plan")),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			out, err := cli.Run([]string{"trigger", "migration", req.GetString("plan", "")})
			if err != nil {
				return mcp.NewToolResultError(err.Error()), nil
			}
			r, err := cli.Decode(out)
			if err != nil {
				return mcp.NewToolResultError(err.Error()), nil
			}
			return mcp.NewToolResultText(r.Stdout), nil
		})

	s.AddTool(mcp.NewTool("start_and_label", mcp.WithDescription("Trigger a migration and say so."), mcp.WithString("plan")),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			out, err := cli.Run([]string{"trigger", "migration", req.GetString("plan", "")})
			if err != nil {
				return mcp.NewToolResultError(err.Error()), nil
			}
			if err := cli.Notify(ctx, out); err != nil {
				return mcp.NewToolResultError(err.Error()), nil // want `^start_and_label returns an error result when Notify fails after Run succeeded`
			}
			return mcp.NewToolResultText(out), nil
		})
}
