// Package inprocess has a tool writing only to a database inside the
// program, whose failure is definite: the agent's retry after one acts
// once, so a description silent on retries is of low harm. One that
// also writes over the network is not.
package inprocess

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"timeouterr/inprocess/notes"
	"timeouterr/inprocess/orders"
)

func Register(s *server.MCPServer, n *notes.Store, o *orders.Store) {
	s.AddTool(mcp.NewTool("add_note", mcp.WithDescription("Add a note."), mcp.WithString("text", mcp.Required())), // hygiene: `^the description of add_note does not say whether retrying is safe`
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if err := n.AddNote(ctx, req.GetString("text", "")); err != nil {
				return mcp.NewToolResultError(err.Error()), nil
			}
			return mcp.NewToolResultText("added"), nil
		})
	s.AddTool(mcp.NewTool("order_with_note", mcp.WithDescription("Place an order and note it."), mcp.WithString("item", mcp.Required())), // want `^the description of order_with_note does not say whether retrying is safe`
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			item := req.GetString("item", "")
			if err := n.AddNote(ctx, "ordered "+item); err != nil {
				return mcp.NewToolResultError(err.Error()), nil
			}
			if err := o.AddOrder(ctx, item); err != nil {
				return mcp.NewToolResultError(err.Error()), nil
			}
			return mcp.NewToolResultText("placed"), nil
		})
}
