// Package rows writes an audit row from every write tool, with one
// statement, beside what each tool does: bookkeeping. The deletes stay
// deletes a retry finds done; the insert of a note still acts twice.
package rows

import (
	"context"
	"database/sql"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func audit(ctx context.Context, db *sql.DB, tool string) {
	_, _ = db.ExecContext(ctx, `INSERT INTO audit (tool) VALUES (?)`, tool)
}

func Register(srv *server.MCPServer, db *sql.DB) {
	srv.AddTool(mcp.NewTool("read_notes"),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			rows, err := db.QueryContext(ctx, `SELECT body FROM notes`)
			if err != nil {
				return mcp.NewToolResultError(err.Error()), nil
			}
			rows.Close()
			return mcp.NewToolResultText("ok"), nil
		})
	srv.AddTool(mcp.NewTool("add_note", mcp.WithString("body", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if _, err := db.ExecContext(ctx, `INSERT INTO notes (body) VALUES (?)`, req.GetString("body", "")); err != nil { // want `^add_note calls ExecContext with no idempotency key and no ledger lookup before it; a retried call`
				return mcp.NewToolResultError(err.Error()), nil
			}
			audit(ctx, db, "add_note")
			return mcp.NewToolResultText("added"), nil
		})
	srv.AddTool(mcp.NewTool("delete_note", mcp.WithString("id", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if _, err := db.ExecContext(ctx, `DELETE FROM notes WHERE id = ?`, req.GetString("id", "")); err != nil {
				return mcp.NewToolResultError(err.Error()), nil
			}
			audit(ctx, db, "delete_note")
			return mcp.NewToolResultText("deleted"), nil
		})
	srv.AddTool(mcp.NewTool("rename_note", mcp.WithString("id", mcp.Required()), mcp.WithString("title", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if _, err := db.ExecContext(ctx, `UPDATE notes SET title = ? WHERE id = ?`, req.GetString("title", ""), req.GetString("id", "")); err != nil {
				return mcp.NewToolResultError(err.Error()), nil
			}
			audit(ctx, db, "rename_note")
			return mcp.NewToolResultText("renamed"), nil
		})
}
