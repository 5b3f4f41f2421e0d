// Package inprocess has tools writing to a database inside the program
// and to one over the network. A timeout of the first is a definite
// failure (the statement did not commit): of low harm, and not
// "unknown". The second's outcome is unknown.
package inprocess

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"timeouterr/inprocess/notes"
	"timeouterr/inprocess/orders"
)

func Register(s *server.MCPServer, n *notes.Store, o *orders.Store) {
	s.AddTool(mcp.NewTool("add_note", mcp.WithDescription("Add a note."), mcp.WithString("text", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if err := n.AddNote(ctx, req.GetString("text", "")); err != nil {
				return mcp.NewToolResultError(err.Error()), nil // hygiene: a timeout from AddNote is returned as a failure; its database runs in this process, so the write did not happen
			}
			return mcp.NewToolResultText("added"), nil
		})
	s.AddTool(mcp.NewTool("place_order", mcp.WithDescription("Place an order."), mcp.WithString("item", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if err := o.AddOrder(ctx, req.GetString("item", "")); err != nil {
				return mcp.NewToolResultError(err.Error()), nil // want `a timeout from AddOrder is returned as a failure, but the order may have been`
			}
			return mcp.NewToolResultText("placed"), nil
		})
	// The note is local, the order is not: the order's timeout leaves
	// its outcome unknown.
	s.AddTool(mcp.NewTool("order_with_note", mcp.WithDescription("Place an order and note it."), mcp.WithString("item", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			item := req.GetString("item", "")
			if err := n.AddNote(ctx, "ordered "+item); err != nil {
				return mcp.NewToolResultError(err.Error()), nil // hygiene: a timeout from AddNote is returned as a failure; its database runs in this process
			}
			if err := o.AddOrder(ctx, item); err != nil {
				return mcp.NewToolResultError(err.Error()), nil // want `a timeout from AddOrder is returned as a failure, but the order may have been`
			}
			return mcp.NewToolResultText("placed"), nil
		})
}
