// Package sqlrunset runs the model's SQL in tools whose names say what
// the statement does: one named for a state it sets (update_rows) is
// taken at its word, so its timeout is of low harm; write_rows says
// nothing, and a repeat may insert again.
package sqlrunset

import (
	"context"
	"database/sql"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

var db *sql.DB

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("update_rows", mcp.WithDescription("Run an UPDATE statement."), mcp.WithString("query", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if _, err := db.ExecContext(ctx, req.GetString("query", "")); err != nil {
				return mcp.NewToolResultError(err.Error()), nil // hygiene: a timeout from ExecContext
			}
			return mcp.NewToolResultText("done"), nil
		})
	s.AddTool(mcp.NewTool("write_rows", mcp.WithDescription("Run an INSERT statement."), mcp.WithString("query", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if _, err := db.ExecContext(ctx, req.GetString("query", "")); err != nil {
				return mcp.NewToolResultError(err.Error()), nil // want `a timeout from ExecContext is returned as a failure, but the statement may have run`
			}
			return mcp.NewToolResultText("done"), nil
		})
}
