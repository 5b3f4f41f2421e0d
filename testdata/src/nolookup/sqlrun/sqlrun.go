// Package sqlrun is a database server whose write tool executes the
// model's SQL: it writes, but no key can name what the statement does,
// so no lookup is asked for; a constant INSERT still is.
package sqlrun

import (
	"context"
	"database/sql"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

var db *sql.DB

func exec(query string) (*mcp.CallToolResult, error) {
	if _, err := db.Exec(query); err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText("done"), nil
}

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("write_query", mcp.WithDescription("Execute a write SQL statement."), mcp.WithString("query", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			return exec(req.GetString("query", ""))
		})
	s.AddTool(mcp.NewTool("read_query", mcp.WithDescription("Run a SELECT."), mcp.WithString("query", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			rows, err := db.QueryContext(ctx, req.GetString("query", ""))
			if err != nil {
				return mcp.NewToolResultError(err.Error()), nil
			}
			rows.Close()
			return mcp.NewToolResultText("rows"), nil
		})
	s.AddTool(mcp.NewTool("add_note", mcp.WithDescription("Add a note."), mcp.WithString("text", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if _, err := db.ExecContext(ctx, "INSERT INTO notes (text) VALUES (?)", req.GetString("text", "")); err != nil { // want `^add_note calls ExecContext with no idempotency key and no ledger lookup before it; a retried call acts twice$`
				return mcp.NewToolResultError(err.Error()), nil
			}
			return mcp.NewToolResultText("added"), nil
		})
}
