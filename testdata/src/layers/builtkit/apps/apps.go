// Package apps is a plugin.
package apps

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"

	"layers/builtkit/kit"
)

type Plugin struct{}

func (p *Plugin) Tools() []kit.Tool {
	return []kit.Tool{{Name: "scale_app", Builder: p.buildScale, Handler: p.handleScale}}
}

func (p *Plugin) buildScale() mcp.Tool {
	return mcp.NewTool("scale_app", mcp.WithDescription("Scale an app."), mcp.WithNumber("replicas", mcp.Required())) // want `tool scale_app fw=mcp-go desc="Scale an app." params=replicas handler=Plugin.handleScale hints=-`
}

func (p *Plugin) handleScale(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("scaled"), nil
}
