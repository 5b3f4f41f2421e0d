// Package sqlrun executes the model's SQL: a timeout returned as a
// failure hides whether the statement ran.
package sqlrun

import (
	"context"
	"database/sql"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

var db *sql.DB

// createNote migrates the schema from a file, statements the program
// does not write down, then inserts the note: the note is what acts.
func createNote(ctx context.Context, title string) error {
	if b, err := os.ReadFile("schema.sql"); err == nil {
		if _, err := db.ExecContext(ctx, string(b)); err != nil {
			return err
		}
	}
	_, err := db.ExecContext(ctx, "INSERT INTO notes (title) VALUES (?)", title)
	return err
}

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("write_query", mcp.WithDescription("Execute a write SQL statement."), mcp.WithString("query", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if _, err := db.ExecContext(ctx, req.GetString("query", "")); err != nil {
				return mcp.NewToolResultError(err.Error()), nil // want `^a timeout from ExecContext is returned as a failure, but the statement may have run; return an "unknown" outcome that says whether calling again is safe$`
			}
			return mcp.NewToolResultText("done"), nil
		})
	s.AddTool(mcp.NewTool("create_note", mcp.WithDescription("Create a note."), mcp.WithString("title", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if err := createNote(ctx, req.GetString("title", "")); err != nil {
				return mcp.NewToolResultError(err.Error()), nil // want `^a timeout from createNote is returned as a failure, but the note may have been created; return an "unknown" outcome that says whether calling again is safe$`
			}
			return mcp.NewToolResultText("created"), nil
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
}
