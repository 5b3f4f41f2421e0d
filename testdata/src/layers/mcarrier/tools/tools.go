// Package tools implements registry's interface, one type per tool,
// registered in an init.
package tools

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"layers/mcarrier/registry"
)

func NewDropCollectionTool() mcp.Tool {
	return mcp.NewTool("drop_collection", mcp.WithDescription("Drop a collection.")) // want `tool drop_collection fw=mcp-go desc="Drop a collection." params=- handler=DropCollectionHandler hints=-`
}

func DropCollectionHandler(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("dropped"), nil
}

type DropCollectionTool struct{}

func (t *DropCollectionTool) GetTool() mcp.Tool                  { return NewDropCollectionTool() }
func (t *DropCollectionTool) GetHandler() server.ToolHandlerFunc { return DropCollectionHandler }

// A handler method returning a closure.
type InsertTool struct{}

func (t *InsertTool) GetTool() mcp.Tool {
	return mcp.NewTool("insert_rows", mcp.WithDescription("Insert rows.")) // want `tool insert_rows fw=mcp-go desc="Insert rows." params=- handler=literal hints=-`
}

func (t *InsertTool) GetHandler() server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return mcp.NewToolResultText("inserted"), nil
	}
}

// A type with the tool method of Describer only: its tool stays unbound.
type About struct{}

func (About) GetTool() mcp.Tool {
	return mcp.NewTool("about", mcp.WithDescription("About.")) // want `tool about fw=mcp-go desc="About." params=- handler=none hints=-`
}
func (About) Name() string { return "about" }

var _ registry.Describer = About{}

func init() {
	registry.RegisterTool(&DropCollectionTool{})
	registry.RegisterTool(&InsertTool{})
}
