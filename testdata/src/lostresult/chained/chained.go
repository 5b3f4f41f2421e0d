// Package chained writes through calls whose error surfaces in a method
// of their result (QueryRow(UPDATE ... RETURNING).Scan, mongo's
// FindOneAndDelete(...).Decode), then reads: the read's failure
// reported alone hides the write that happened.
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
	audit *mongo.Collection
)

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("complete_task", mcp.WithString("id", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			id := req.GetString("id", "")
			var at string
			err := db.QueryRowContext(ctx, `UPDATE tasks SET status = 'done' WHERE id = $1 RETURNING updated_at`, id).Scan(&at)
			if err != nil {
				return mcp.NewToolResultError("failed to complete task"), nil
			}
			var d string
			if err := db.QueryRowContext(ctx, `SELECT d FROM tasks WHERE id = $1`, id).Scan(&d); err != nil {
				return mcp.NewToolResultError("failed to get details"), nil // want `complete_task returns an error result when QueryRowContext fails after QueryRowContext succeeded`
			}
			return mcp.NewToolResultText(d), nil
		})
	// The failure carries what the write returned: not reported.
	s.AddTool(mcp.NewTool("reopen_task", mcp.WithString("id", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			id := req.GetString("id", "")
			var at string
			if err := db.QueryRowContext(ctx, `UPDATE tasks SET status = 'open' WHERE id = $1 RETURNING updated_at`, id).Scan(&at); err != nil {
				return mcp.NewToolResultError("failed to reopen task"), nil
			}
			var d string
			if err := db.QueryRowContext(ctx, `SELECT d FROM tasks WHERE id = $1`, id).Scan(&d); err != nil {
				return mcp.NewToolResultError("reopened at " + at + ", but reading it back failed: " + err.Error()), nil
			}
			return mcp.NewToolResultText(d), nil
		})
	s.AddTool(mcp.NewTool("delete_task", mcp.WithString("id", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			id := req.GetString("id", "")
			var gone bson.M
			if err := tasks.FindOneAndDelete(ctx, bson.M{"_id": id}).Decode(&gone); err != nil {
				return nil, err
			}
			if _, err := audit.InsertOne(ctx, bson.M{"deleted": id}); err != nil {
				return nil, err // want `delete_task returns an error when InsertOne fails after FindOneAndDelete succeeded`
			}
			return mcp.NewToolResultText("deleted"), nil
		})
}
