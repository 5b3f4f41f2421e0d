// Package txcommit writes in a database/sql transaction and reads after
// the Commit: the write succeeded at the Commit, which the report names.
package txcommit

import (
	"context"
	"database/sql"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

var db *sql.DB

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("cancel_task", mcp.WithString("id", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			id := req.GetString("id", "")
			tx, err := db.BeginTx(ctx, nil)
			if err != nil {
				return nil, err
			}
			defer tx.Rollback()
			if _, err := tx.ExecContext(ctx, `INSERT INTO events (task_id, kind) VALUES ($1, 'cancel')`, id); err != nil {
				return nil, err
			}
			if err := tx.Commit(); err != nil {
				return nil, err
			}
			var d string
			if err := db.QueryRowContext(ctx, `SELECT d FROM tasks WHERE id = $1`, id).Scan(&d); err != nil {
				return nil, err // want `^cancel_task returns an error when QueryRowContext fails after ExecContext succeeded and Commit made it durable, so the agent retries and .*; return the result of ExecContext along with the later failure$`
			}
			return mcp.NewToolResultText(d), nil
		})
	// A read that fails before the Commit: the deferred Rollback undoes
	// the write, so nothing is lost.
	s.AddTool(mcp.NewTool("close_task", mcp.WithString("id", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			id := req.GetString("id", "")
			tx, err := db.BeginTx(ctx, nil)
			if err != nil {
				return nil, err
			}
			defer tx.Rollback()
			if _, err := tx.ExecContext(ctx, `INSERT INTO events (task_id, kind) VALUES ($1, 'close')`, id); err != nil {
				return nil, err
			}
			var d string
			if err := tx.QueryRowContext(ctx, `SELECT d FROM tasks WHERE id = $1`, id).Scan(&d); err != nil {
				return nil, err
			}
			if err := tx.Commit(); err != nil {
				return nil, err
			}
			return mcp.NewToolResultText(d), nil
		})
}

// RegisterFlagged rolls back in a deferred closure unless a flag says the
// Commit ran: a failure before the Commit loses nothing.
func RegisterFlagged(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("create_event", mcp.WithString("slug", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			tx, err := db.BeginTx(ctx, nil)
			if err != nil {
				return nil, err
			}
			committed := false
			defer func() {
				if !committed {
					_ = tx.Rollback()
				}
			}()
			var id int64
			if err := tx.QueryRowContext(ctx, `INSERT INTO events (slug) VALUES ($1) RETURNING id`, req.GetString("slug", "")).Scan(&id); err != nil {
				return nil, err
			}
			if _, err := tx.ExecContext(ctx, `INSERT INTO days (event_id) VALUES ($1)`, id); err != nil {
				return nil, err
			}
			if err := tx.Commit(); err != nil {
				return nil, err
			}
			committed = true
			return mcp.NewToolResultText("created"), nil
		})
}
