// Package inprocess has tools writing to a database inside the program
// and to one over the network. A failure of the first is definite, so
// the agent retries only what did not happen: no lookup is needed for
// a retry, and the report is of low harm.
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
			if err := n.AddNote(ctx, req.GetString("text", "")); err != nil { // hygiene: `^add_note calls AddNote with no idempotency key`
				return mcp.NewToolResultError(err.Error()), nil
			}
			return mcp.NewToolResultText("added"), nil
		})
	// The note is local, the order is not: a retry after the order's
	// failure adds the note again.
	s.AddTool(mcp.NewTool("order_with_note", mcp.WithDescription("Place an order and note it."), mcp.WithString("item", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			item := req.GetString("item", "")
			if err := n.AddNote(ctx, "ordered "+item); err != nil { // want `^order_with_note calls AddNote with no idempotency key`
				return mcp.NewToolResultError(err.Error()), nil
			}
			if err := o.AddOrder(ctx, item); err != nil { // want `^order_with_note calls AddOrder with no idempotency key`
				return mcp.NewToolResultError(err.Error()), nil
			}
			return mcp.NewToolResultText("placed"), nil
		})
}
