// Package chained writes through calls whose error surfaces in a method
// of their result: database/sql's QueryRow(INSERT ... RETURNING).Scan
// and mongo's FindOneAndUpdate(...).Decode. A timeout there is the
// write's, and returned as a failure it hides whether the write ran.
package chained

import (
	"context"
	"database/sql"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	"go.mongodb.org/mongo-driver/bson"
	"go.mongodb.org/mongo-driver/mongo"
)

var (
	db    *sql.DB
	tasks *mongo.Collection
)

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("create_task", mcp.WithDescription("Create a task."), mcp.WithString("d", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			var at string
			err := db.QueryRowContext(ctx, `INSERT INTO tasks (d) VALUES ($1) RETURNING created_at`, req.GetString("d", "")).Scan(&at)
			if err != nil {
				return mcp.NewToolResultError("failed"), nil // want `^a timeout from QueryRowContext is returned as a failure, but the task may have been created; return an "unknown" outcome that says whether calling again is safe$`
			}
			return mcp.NewToolResultText(at), nil
		})
	s.AddTool(mcp.NewTool("claim_task", mcp.WithDescription("Claim a task."), mcp.WithString("id", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			var task bson.M
			if err := tasks.FindOneAndUpdate(ctx, bson.M{"_id": req.GetString("id", "")}, bson.M{"$inc": bson.M{"claims": 1}}).Decode(&task); err != nil {
				return mcp.NewToolResultError(err.Error()), nil // want `^a timeout from FindOneAndUpdate is returned as a failure`
			}
			return mcp.NewToolResultText("claimed"), nil
		})
	// The row is held in a variable and scanned later: its Scan's error
	// is still the insert's.
	s.AddTool(mcp.NewTool("add_label", mcp.WithDescription("Add a label."), mcp.WithString("name", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			row := db.QueryRowContext(ctx, `INSERT INTO labels (name) VALUES ($1) RETURNING id`, req.GetString("name", ""))
			var id int64
			if err := row.Scan(&id); err != nil {
				return nil, err // want `^a timeout from QueryRowContext is returned as a failure, but the label may have been added`
			}
			return mcp.NewToolResultText("added"), nil
		})
	// A read through the same shape: not a write, not reported.
	s.AddTool(mcp.NewTool("get_task", mcp.WithDescription("Read a task."), mcp.WithString("id", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			var d string
			if err := db.QueryRowContext(ctx, `SELECT d FROM tasks WHERE id = $1`, req.GetString("id", "")).Scan(&d); err != nil {
				return mcp.NewToolResultError(err.Error()), nil
			}
			return mcp.NewToolResultText(d), nil
		})
	// The timeout is recognised before the failure: not reported.
	s.AddTool(mcp.NewTool("create_note", mcp.WithDescription("Create a note."), mcp.WithString("d", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			var id int64
			err := db.QueryRowContext(ctx, `INSERT INTO notes (d) VALUES ($1) RETURNING id`, req.GetString("d", "")).Scan(&id)
			if ctx.Err() == context.DeadlineExceeded {
				return mcp.NewToolResultText("status: unknown. Check whether the note exists before calling again."), nil
			}
			if err != nil {
				return mcp.NewToolResultError(err.Error()), nil
			}
			return mcp.NewToolResultText("created"), nil
		})
}
