// Package tools returns each tool with its handler in a struct of its
// own, which a registry of another package registers in a loop: the
// literal pairs them.
package tools

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type Definition struct {
	Tool    mcp.Tool
	Handler server.ToolHandlerFunc
}

// Entry holds a tool and a label: no handler to pair.
type Entry struct {
	Tool  mcp.Tool
	Label string
}

func NewCreateTool() Definition {
	tool := mcp.NewTool("create_transaction", mcp.WithDescription("Create a transaction.")) // want `tool create_transaction fw=mcp-go desc="Create a transaction." params=- handler=literal hints=-`
	handler := func(ctx context.Context, r mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return mcp.NewToolResultText("ok"), nil
	}
	return Definition{Tool: tool, Handler: handler}
}

func NewMenuEntry() Entry {
	return Entry{Tool: mcp.NewTool("menu_item", mcp.WithDescription("A menu item.")), Label: "x"} // want `tool menu_item fw=mcp-go desc="A menu item." params=- handler=none hints=-`
}

func All() []Definition { return []Definition{NewCreateTool()} }
