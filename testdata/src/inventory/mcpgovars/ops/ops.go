// Package ops declares each tool in a package variable that a function
// literal, called on the spot, builds from joined option lists.
package ops

import (
	"context"

	"inventory/mcpgovars/opts"

	"github.com/mark3labs/mcp-go/mcp"
)

var CreateGroupTool = func() mcp.Tool {
	options := opts.Combine(
		[]mcp.ToolOption{mcp.WithDescription("Create a group.")},
		[]mcp.ToolOption{mcp.WithString("name", mcp.Required())},
	)
	return mcp.NewTool("create_group", options...) // want `tool create_group fw=mcp-go desc="Create a group." params=name handler=none hints=-`
}()

func CreateGroupHandler(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `handler body fw=mcp-go handler=CreateGroupHandler`
	return mcp.NewToolResultText("created"), nil
}
