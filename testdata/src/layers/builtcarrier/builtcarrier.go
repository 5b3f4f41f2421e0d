// Package builtcarrier lists its tools as a builder of each tool beside
// its handler, and registers them in a loop that calls the builder.
package builtcarrier

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type Tool struct {
	Name    string
	Builder func() mcp.Tool
	Handler server.ToolHandlerFunc
}

type Plugin struct{}

func (p *Plugin) Tools() []Tool {
	return []Tool{
		{Name: "create_app", Builder: p.buildCreateApp, Handler: p.handleCreateApp},
		{Name: "list_apps", Builder: p.buildListApps, Handler: p.handleListApps},
	}
}

func (p *Plugin) buildCreateApp() mcp.Tool {
	return mcp.NewTool("create_app", mcp.WithDescription("Create an app."), mcp.WithString("name", mcp.Required())) // want `tool create_app fw=mcp-go desc="Create an app." params=name handler=Plugin.handleCreateApp hints=-`
}

func (p *Plugin) buildListApps() mcp.Tool {
	return mcp.NewTool("list_apps", mcp.WithDescription("List the apps.")) // want `tool list_apps fw=mcp-go desc="List the apps." params=- handler=Plugin.handleListApps hints=-`
}

func (p *Plugin) handleCreateApp(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("created"), nil
}

func (p *Plugin) handleListApps(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("[]"), nil
}

func Register(s *server.MCPServer, p *Plugin) {
	for _, t := range p.Tools() {
		s.AddTool(t.Builder(), t.Handler)
	}
}
