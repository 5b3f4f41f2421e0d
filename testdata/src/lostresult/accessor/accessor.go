// Package accessor reaches its client's parts through accessors: a
// later failure is the call on what the accessor returns, not the
// accessor's, which cannot fail.
package accessor

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"lostresult/accessor/store"
)

var client *store.Client

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("put_secret", mcp.WithString("path", mcp.Required()), mcp.WithString("value", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if err := client.Secrets().Put(ctx, req.GetString("path", ""), req.GetString("value", "")); err != nil {
				return nil, err
			}
			mounts, err := client.Mounts().List(ctx)
			if err != nil {
				return nil, fmt.Errorf("list mounts: %w", err) // want `put_secret returns an error when List fails after Put succeeded`
			}
			return mcp.NewToolResultText(fmt.Sprint(mounts)), nil
		})
}
