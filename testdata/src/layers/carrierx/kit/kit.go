// Package kit declares the tool type its importers fill in and register;
// it registers none itself.
package kit

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
)

type Tool struct {
	Definition mcp.Tool
	Handler    func(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error)
}
