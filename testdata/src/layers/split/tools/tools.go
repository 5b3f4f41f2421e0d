// Package tools builds each tool in a function and handles it in
// another; package cmd pairs them.
package tools

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
)

func NewIncrTool() mcp.Tool {
	return mcp.NewTool("incr", mcp.WithDescription("Increment a counter."), mcp.WithString("key", mcp.Required())) // want `tool incr fw=mcp-go desc="Increment a counter." params=key handler=none hints=-`
}

func HandleIncr(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `handler body fw=mcp-go handler=HandleIncr`
	return mcp.NewToolResultText("ok"), nil
}
