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

// Manage dispatches to helpers with a handler's signature: they are part
// of it, not handlers of their own.
func (c *Chat) Manage(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `handler body fw=mcp-go handler=Chat.Manage`
	switch req.GetString("action", "") {
	case "archive":
		return c.archive(ctx, req)
	case "pin":
		return pin(ctx, req)
	}
	return mcp.NewToolResultError("unknown action"), nil
}

func (c *Chat) archive(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("archived"), nil
}

func pin(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("pinned"), nil
}

// unpin is unexported but handed out as a value: a handler whose tool is
// declared where it is registered.
func unpin(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `handler body fw=mcp-go handler=unpin`
	return mcp.NewToolResultText("unpinned"), nil
}

func Unpin() func(context.Context, mcp.CallToolRequest) (*mcp.CallToolResult, error) { return unpin }
