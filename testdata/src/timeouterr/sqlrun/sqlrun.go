// Package sqlrun executes the model's SQL: a timeout returned as a
// failure hides whether the statement ran.
package sqlrun

import (
	"context"
	"database/sql"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

var db *sql.DB

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("write_query", mcp.WithDescription("Execute a write SQL statement."), mcp.WithString("query", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if _, err := db.ExecContext(ctx, req.GetString("query", "")); err != nil {
				return mcp.NewToolResultError(err.Error()), nil // want `^a timeout from ExecContext is returned as a failure, but the statement may have run; return an "unknown" outcome that says whether calling again is safe$`
			}
			return mcp.NewToolResultText("done"), nil
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
