// Package funcvalue runs each tool's work through a function value: a
// literal held in a variable the handler captured, wrapped or not in a
// middleware. The handler still runs the literal's writes.
package funcvalue

import (
	"context"
	"database/sql"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type NoteIn struct {
	Text string `json:"text"`
}

type op func(ctx context.Context, in NoteIn) error

type Notes struct {
	db  *sql.DB
	mws []func(op) op
}

// wrap runs h inside the configured middlewares.
func (n *Notes) wrap(h op) op {
	for _, mw := range n.mws {
		h = mw(h)
	}
	return h
}

// wrapNamed runs h inside the middlewares configured for one tool.
func (n *Notes) wrapNamed(tool string, h op, attempts int) op {
	if tool == "" || attempts == 0 {
		return h
	}
	return n.wrap(h)
}

func (n *Notes) insert(ctx context.Context, in NoteIn) error {
	_, err := n.db.ExecContext(ctx, "INSERT INTO notes (text) VALUES (?)", in.Text)
	return err
}

func (n *Notes) Register(s *mcp.Server) {
	add := func(ctx context.Context, in NoteIn) error { return n.insert(ctx, in) }
	plain := add
	mcp.AddTool(s, &mcp.Tool{Name: "add_note", Description: "Add a note."},
		func(ctx context.Context, _ *mcp.CallToolRequest, in NoteIn) (*mcp.CallToolResult, any, error) {
			return nil, nil, plain(ctx, in) // want `^add_note calls plain with no idempotency key and no ledger lookup before it; a retried call acts twice$`
		})
	wrapped := n.wrap(add)
	mcp.AddTool(s, &mcp.Tool{Name: "add_wrapped_note", Description: "Add a note."},
		func(ctx context.Context, _ *mcp.CallToolRequest, in NoteIn) (*mcp.CallToolResult, any, error) {
			return nil, nil, wrapped(ctx, in) // want `^add_wrapped_note calls wrapped with no idempotency key and no ledger lookup before it; a retried call acts twice$`
		})
	named := n.wrapNamed("add_named_note", add, 1)
	mcp.AddTool(s, &mcp.Tool{Name: "add_named_note", Description: "Add a note."},
		func(ctx context.Context, _ *mcp.CallToolRequest, in NoteIn) (*mcp.CallToolResult, any, error) {
			return nil, nil, named(ctx, in) // want `^add_named_note calls named with no idempotency key and no ledger lookup before it; a retried call acts twice$`
		})
	// A value that may hold either of two functions decides nothing.
	pick := add
	if len(n.mws) > 0 {
		pick = func(ctx context.Context, in NoteIn) error { return nil }
	}
	mcp.AddTool(s, &mcp.Tool{Name: "maybe_add_note", Description: "Maybe add a note."},
		func(ctx context.Context, _ *mcp.CallToolRequest, in NoteIn) (*mcp.CallToolResult, any, error) {
			return nil, nil, pick(ctx, in)
		})
}

// Toolbox holds its write in a field that NewToolbox fills with a method
// value: the handler runs that method.
type Toolbox struct {
	Save op
}

func NewToolbox(n *Notes) *Toolbox { return &Toolbox{Save: n.insert} }

func (t *Toolbox) Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "save_note", Description: "Save a note."},
		func(ctx context.Context, _ *mcp.CallToolRequest, in NoteIn) (*mcp.CallToolResult, any, error) {
			return nil, nil, t.Save(ctx, in) // want `^save_note calls Save with no idempotency key and no ledger lookup before it; a retried call acts twice$`
		})
}
