// Package handlers implements tool handlers that another package
// registers (T2).
package handlers

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
)

type Chat struct{}

func (c *Chat) PostMessage(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `handler body fw=mcp-go handler=Chat.PostMessage`
	return mcp.NewToolResultText("ok"), nil
}

// notHandler has a handler-like name but not the signature.
func (c *Chat) notHandler(ctx context.Context, channel string) error { return nil }
