// Package some posts a notification from one tool and not the others,
// ignoring its failure: that is what the tool does, and a retry posts
// it again.
package some

import (
	"context"
	"database/sql"
	"log"
	"net/http"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func notify(text string) {
	resp, err := http.Post("https://chat.example/hooks/ops", "text/plain", strings.NewReader(text))
	if err != nil {
		log.Printf("notify: %v", err)
		return
	}
	resp.Body.Close()
}

func Register(srv *server.MCPServer, db *sql.DB) {
	srv.AddTool(mcp.NewTool("list_files"),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			rows, err := db.QueryContext(ctx, `SELECT name FROM files`)
			if err != nil {
				return mcp.NewToolResultError(err.Error()), nil
			}
			rows.Close()
			return mcp.NewToolResultText("ok"), nil
		})
	srv.AddTool(mcp.NewTool("page_oncall", mcp.WithString("text", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			notify(req.GetString("text", "")) // want `^page_oncall calls notify with no idempotency key and no ledger lookup before it; a retried call`
			return mcp.NewToolResultText("paged"), nil
		})
	srv.AddTool(mcp.NewTool("get_file", mcp.WithString("id", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			var name string
			if err := db.QueryRowContext(ctx, `SELECT name FROM files WHERE id = $1`, req.GetString("id", "")).Scan(&name); err != nil {
				return mcp.NewToolResultError(err.Error()), nil
			}
			return mcp.NewToolResultText(name), nil
		})
}
