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

// RegisterFlagged rolls back in a deferred closure unless a flag says the
// Commit ran: the transaction is captured, so each use of it reads the
// variable again, and it is still the one transaction.
func RegisterFlagged(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("create_event", mcp.WithDescription("Create an event."), mcp.WithString("slug", mcp.Required())),
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
				return nil, err // want `^a timeout from Commit is returned as a failure, but the event may have been created; return an "unknown" outcome that says whether calling again is safe$`
			}
			committed = true
			return mcp.NewToolResultText("created"), nil
		})
}

// execer is how the program hands a transaction to its helpers.
type execer interface {
	ExecContext(ctx context.Context, query string, args ...any) (sql.Result, error)
}

func addDays(ctx context.Context, ex execer, id int64) error {
	_, err := ex.ExecContext(ctx, `INSERT INTO days (event_id) VALUES ($1)`, id)
	return err
}

// RegisterHelper hands the transaction to a helper as an interface of
// its own: the helper's write is still the transaction's.
func RegisterHelper(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("create_day", mcp.WithDescription("Create a day."), mcp.WithNumber("event", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			tx, err := db.BeginTx(ctx, nil)
			if err != nil {
				return nil, err
			}
			defer tx.Rollback()
			if err := addDays(ctx, tx, int64(req.GetFloat("event", 0))); err != nil {
				return nil, err
			}
			if err := tx.Commit(); err != nil {
				return nil, err // want `^a timeout from Commit is returned as a failure, but the day may have been created`
			}
			return mcp.NewToolResultText("created"), nil
		})
}
