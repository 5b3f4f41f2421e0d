// Package tools declares each tool in a method of its registry and pairs
// it with its handler in a table of the registry's own type, which
// another package registers through a local closure.
package tools

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
)

type Registry struct{ base string }

type RegisteredTool struct {
	Tool    mcp.Tool
	Handler func(context.Context, mcp.CallToolRequest) (*mcp.CallToolResult, error)
}

func (r *Registry) Tools() []RegisteredTool {
	return []RegisteredTool{
		{Tool: r.addTool(), Handler: r.handleAdd},
		{Tool: r.searchTool(), Handler: r.handleSearch},
		{Tool: r.writeTool(), Handler: r.handleAdd},
	}
}

func (r *Registry) addTool() mcp.Tool {
	return mcp.NewTool("memory_add", mcp.WithDescription("Add a memory."), mcp.WithString("text", mcp.Required())) // want `tool memory_add fw=mcp-go desc="Add a memory." params=text handler=Registry.handleAdd hints=-`
}

func (r *Registry) searchTool() mcp.Tool {
	return mcp.NewTool("memory_search", mcp.WithDescription("Search memories."), mcp.WithString("query", mcp.Required())) // want `tool memory_search fw=mcp-go desc="Search memories." params=query handler=Registry.handleSearch hints=-`
}

// writeTool is an alias of memory_add under another name.
func (r *Registry) writeTool() mcp.Tool {
	return mcp.NewTool("memory_write", mcp.WithDescription("Write a memory."), mcp.WithString("text", mcp.Required())) // want `tool memory_write fw=mcp-go desc="Write a memory." params=text handler=Registry.handleAdd hints=-`
}

func (r *Registry) handleAdd(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("added"), nil
}

func (r *Registry) handleSearch(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("found"), nil
}
