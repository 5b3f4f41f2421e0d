// Package notified posts a chat message from every write tool beside
// its own write: an action of each, not bookkeeping, so it is reported.
package notified

import (
	"context"
	"database/sql"
	"net/http"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func announce(ctx context.Context, text string) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, "https://chat.example/hooks/ops", strings.NewReader(text))
	if err != nil {
		return err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

func Register(srv *server.MCPServer, db *sql.DB) {
	for _, table := range []string{"a", "b", "c"} {
		_ = table
	}
	srv.AddTool(mcp.NewTool("cleanup_a", mcp.WithString("id", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if _, err := db.ExecContext(ctx, `DELETE FROM a WHERE id = ?`, req.GetString("id", "")); err != nil {
				return mcp.NewToolResultError(err.Error()), nil
			}
			if err := announce(ctx, "deleted a"); err != nil { // want `^cleanup_a calls announce with no idempotency key`
				return mcp.NewToolResultError(err.Error()), nil
			}
			return mcp.NewToolResultText("ok"), nil
		})
	srv.AddTool(mcp.NewTool("cleanup_b", mcp.WithString("id", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if _, err := db.ExecContext(ctx, `DELETE FROM b WHERE id = ?`, req.GetString("id", "")); err != nil {
				return mcp.NewToolResultError(err.Error()), nil
			}
			if err := announce(ctx, "deleted b"); err != nil { // want `^cleanup_b calls announce with no idempotency key`
				return mcp.NewToolResultError(err.Error()), nil
			}
			return mcp.NewToolResultText("ok"), nil
		})
	srv.AddTool(mcp.NewTool("cleanup_c", mcp.WithString("id", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if _, err := db.ExecContext(ctx, `DELETE FROM c WHERE id = ?`, req.GetString("id", "")); err != nil {
				return mcp.NewToolResultError(err.Error()), nil
			}
			if err := announce(ctx, "deleted c"); err != nil { // want `^cleanup_c calls announce with no idempotency key`
				return mcp.NewToolResultError(err.Error()), nil
			}
			return mcp.NewToolResultText("ok"), nil
		})
}
