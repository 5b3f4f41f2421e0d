package mcpgo

import (
	"context"
	"database/sql"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// releases keeps its schema in the database and makes it before the
// first read: that set-up is no write of a tool that lists.
type releases struct{ db *sql.DB }

func (r *releases) init(ctx context.Context) error {
	_, err := r.db.ExecContext(ctx, "INSERT INTO meta (k, v) VALUES ('schema', '1')")
	return err
}

func (r *releases) ListReleases(ctx context.Context) ([]string, error) {
	if err := r.init(ctx); err != nil {
		return nil, err
	}
	rows, err := r.db.QueryContext(ctx, "SELECT name FROM releases")
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []string
	for rows.Next() {
		var n string
		if err := rows.Scan(&n); err != nil {
			return nil, err
		}
		out = append(out, n)
	}
	return out, rows.Err()
}

var store = &releases{}

func registerReleases(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("list_releases",
		mcp.WithDescription("List the releases."),
		mcp.WithReadOnlyHintAnnotation(true)),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			names, err := store.ListReleases(ctx)
			if err != nil {
				return nil, err
			}
			return text(names[0]), nil
		})
}
