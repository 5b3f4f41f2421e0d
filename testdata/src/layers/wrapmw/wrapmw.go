// Package wrapmw wraps each handler in a middleware that also takes a
// function of its own (what cluster a call is for), and reuses one
// handler variable for every tool.
package wrapmw

import (
	"context"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type Toolset struct{ log func(string, time.Duration) }

type handlerFunc = func(ctx context.Context, req *mcp.CallToolRequest, args any) (*mcp.CallToolResult, any, error)

func (t *Toolset) wrap(name string, handler handlerFunc, cluster func(args any) string) handlerFunc {
	if t.log == nil {
		return handler
	}
	return func(ctx context.Context, req *mcp.CallToolRequest, args any) (*mcp.CallToolResult, any, error) {
		start := time.Now()
		_ = cluster(args)
		defer t.log(name, time.Since(start))
		return handler(ctx, req, args)
	}
}

func (t *Toolset) install(ctx context.Context, args any) error { return nil }

func (t *Toolset) list(ctx context.Context, args any) error { return nil }

func (t *Toolset) Register(s *mcp.Server) {
	handler := func(ctx context.Context, req *mcp.CallToolRequest, args any) (*mcp.CallToolResult, any, error) {
		return nil, nil, t.install(ctx, args)
	}
	wrapped := t.wrap("install", handler, func(args any) string { return "" })
	mcp.AddTool(s, &mcp.Tool{Name: "install", Description: "Install a release."}, wrapped) // want `tool install fw=go-sdk desc="Install a release." params=- handler=literal hints=-`

	handler = func(ctx context.Context, req *mcp.CallToolRequest, args any) (*mcp.CallToolResult, any, error) {
		return nil, nil, t.list(ctx, args)
	}
	wrapped = t.wrap("list", handler, func(args any) string { return "" })
	mcp.AddTool(s, &mcp.Tool{Name: "list", Description: "List releases."}, wrapped) // want `tool list fw=go-sdk desc="List releases." params=- handler=literal hints=-`
}

// Tools lists the tools Register binds once more, for a catalogue: no
// tool of its own.
func (t *Toolset) Tools() []*mcp.Tool {
	return []*mcp.Tool{
		{Name: "install", Description: "Install a release."},
		{Name: "list", Description: "List releases."},
		{Name: "uninstall", Description: "Uninstall a release."}, // want `tool uninstall fw=go-sdk desc="Uninstall a release." params=- handler=none hints=-`
	}
}
