// Package fwdcarrier lists its tools in a table of a struct holding the
// tool beside a handler of the program's own signature (it takes a
// helper too), and registers each through a closure that forwards the
// request to that handler, over a copy of the loop's variable.
package fwdcarrier

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type Helper struct{ token string }

type ToolHandler func(ctx context.Context, req mcp.CallToolRequest, h *Helper) (*mcp.CallToolResult, error)

type ToolDef struct {
	tool    mcp.Tool
	handler ToolHandler
}

func HandleListOrgs(ctx context.Context, req mcp.CallToolRequest, h *Helper) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("[]"), nil
}

func HandleCreateBranch(ctx context.Context, req mcp.CallToolRequest, h *Helper) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("created"), nil
}

func definitions() []ToolDef {
	return []ToolDef{
		{
			tool:    mcp.NewTool("list_orgs", mcp.WithDescription("List the organizations.")), // want `tool list_orgs fw=mcp-go desc="List the organizations." params=- handler=HandleListOrgs hints=-`
			handler: HandleListOrgs,
		},
		{
			tool:    mcp.NewTool("create_branch", mcp.WithDescription("Create a branch."), mcp.WithString("name", mcp.Required())), // want `tool create_branch fw=mcp-go desc="Create a branch." params=name handler=HandleCreateBranch hints=-`
			handler: HandleCreateBranch,
		},
	}
}

func Register(s *server.MCPServer, h *Helper) {
	for _, toolDef := range definitions() {
		def := toolDef
		s.AddTool(def.tool, func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			return def.handler(ctx, req, h)
		})
	}
}
