// Package gen declares each tool as a kit.MCPTool literal.
package gen

import (
	"context"
	"net/http"

	"github.com/mark3labs/mcp-go/mcp"

	"layers/metadata/kit"
)

func CreateMonitor(c *http.Client) kit.MCPTool {
	return kit.MCPTool{
		Metadata: kit.NewMetadata("create_monitor", mcp.WithDescription("Create a monitor."), mcp.WithString("name", mcp.Required())), // want `tool create_monitor fw=mcp-go desc="Create a monitor." params=name handler=literal hints=-`
		Handler: func(ctx context.Context, request mcp.CallToolRequest) (*kit.Result, error) {
			req, err := http.NewRequestWithContext(ctx, http.MethodPost, "https://monitors.example/v1/monitors", nil)
			if err != nil {
				return nil, err
			}
			if _, err := c.Do(req); err != nil {
				return nil, err
			}
			return &kit.Result{}, nil
		},
	}
}

func GetMonitor(c *http.Client) kit.MCPTool {
	return kit.MCPTool{
		Metadata: kit.NewMetadata("get_monitor", mcp.WithDescription("Get a monitor."), mcp.WithString("slug", mcp.Required())), // want `tool get_monitor fw=mcp-go desc="Get a monitor." params=slug handler=getMonitor hints=-`
		Handler:  getMonitor,
	}
}

func getMonitor(ctx context.Context, request mcp.CallToolRequest) (*kit.Result, error) {
	return &kit.Result{}, nil
}
