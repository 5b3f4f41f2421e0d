// Package txcommit writes in database/sql transactions. A statement's
// error returned before the Commit is a known failure: the transaction
// is rolled back and nothing is written. The Commit's timeout is the
// one that leaves the outcome unknown.
package txcommit

import (
	"context"
	"database/sql"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

var db *sql.DB

// current returns the transaction a middleware opened and commits.
func current(ctx context.Context) *sql.Tx { return ctx.Value("tx").(*sql.Tx) }

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("answer_task", mcp.WithDescription("Answer a task."), mcp.WithString("id", mcp.Required()), mcp.WithString("body", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			id := req.GetString("id", "")
			tx, err := db.BeginTx(ctx, nil)
			if err != nil {
				return mcp.NewToolResultError("tx error"), nil
			}
			defer tx.Rollback()
			if _, err = tx.ExecContext(ctx, `UPDATE tasks SET status = 'answered' WHERE id = $1`, id); err != nil {
				return mcp.NewToolResultError("failed to update"), nil
			}
			var cid int64
			if err = tx.QueryRowContext(ctx, `INSERT INTO comments (task_id, body) VALUES ($1, $2) RETURNING id`, id, req.GetString("body", "")).Scan(&cid); err != nil {
				return mcp.NewToolResultError("failed to comment"), nil
			}
			if err = tx.Commit(); err != nil {
				return mcp.NewToolResultError("failed to commit"), nil // want `^a timeout from Commit is returned as a failure, but the write may have happened; return an "unknown" outcome that says whether calling again is safe$`
			}
			return mcp.NewToolResultText("answered"), nil
		})
	// No Commit in sight: the statement's error is judged, as before.
	s.AddTool(mcp.NewTool("add_comment", mcp.WithDescription("Add a comment."), mcp.WithString("body", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			tx := current(ctx)
			if _, err := tx.ExecContext(ctx, `INSERT INTO comments (body) VALUES ($1)`, req.GetString("body", "")); err != nil {
				return mcp.NewToolResultError(err.Error()), nil // want `^a timeout from ExecContext is returned as a failure, but `
			}
			return mcp.NewToolResultText("added"), nil
		})
}
