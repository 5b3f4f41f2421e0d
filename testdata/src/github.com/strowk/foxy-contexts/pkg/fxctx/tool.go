// Package fxctx is a stub of github.com/strowk/foxy-contexts/pkg/fxctx,
// read from the module's source at commit
// 6783020204467a1834d31fc35c9ed247a531bfe8 (v0.1.0-beta.6); the module
// proxy refuses the module here. Only the exported API the fixtures use is
// mirrored; AsTool returns fx.Annotate(f, ...) there, which needs
// go.uber.org/fx.
package fxctx

import (
	"context"

	"github.com/strowk/foxy-contexts/pkg/mcp"
)

type Tool interface {
	GetMcpTool() *mcp.Tool
	Callback(ctx context.Context, args map[string]interface{}) *mcp.CallToolResult
}

type tool struct {
	mcpTool  *mcp.Tool
	callback func(ctx context.Context, args map[string]interface{}) *mcp.CallToolResult
}

func (t *tool) GetMcpTool() *mcp.Tool { return t.mcpTool }

func (t *tool) Callback(ctx context.Context, args map[string]interface{}) *mcp.CallToolResult {
	return t.callback(ctx, args)
}

func NewTool(
	mcpTool *mcp.Tool,
	callback func(ctx context.Context, args map[string]interface{}) *mcp.CallToolResult) Tool {
	return &tool{mcpTool: mcpTool, callback: callback}
}

func AsTool(f any) any { return f }
