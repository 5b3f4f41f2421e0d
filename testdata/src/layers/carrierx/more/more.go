// Package more fills in kit.Tool for a registration loop in another
// package, which imports this one: no binding here shows kit.Tool's
// fields, its shape does.
package more

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"

	"layers/carrierx/kit"
)

var ArchiveNote = kit.Tool{
	Definition: mcp.NewTool("archive_note", mcp.WithDescription("Archive a note.")), // want `tool archive_note fw=mcp-go desc="Archive a note." params=- handler=literal hints=-`
	Handler: func(ctx context.Context, r mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return mcp.NewToolResultText("archived"), nil
	},
}
