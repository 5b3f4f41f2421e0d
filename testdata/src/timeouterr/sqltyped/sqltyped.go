// Package sqltyped executes the SQL that a go-sdk tool's typed input
// holds: the model's statement, as much as one read from a map.
package sqltyped

import (
	"context"
	"database/sql"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

var db *sql.DB

type ExecIn struct {
	SQL string `json:"sql"`
}

type ReadIn struct {
	Query string `json:"query"`
}

// run executes what the statement field of the input it is given holds.
func run(ctx context.Context, in ExecIn) error {
	_, err := db.ExecContext(ctx, in.SQL)
	return err
}

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "execute", Description: "Execute an INSERT, UPDATE or DELETE statement."},
		func(ctx context.Context, _ *mcp.CallToolRequest, in ExecIn) (*mcp.CallToolResult, any, error) {
			if _, err := db.ExecContext(ctx, in.SQL); err != nil {
				return nil, nil, err // want `^a timeout from ExecContext is returned as a failure, but the statement may have run; return an "unknown" outcome that says whether calling again is safe$`
			}
			return nil, nil, nil
		})
	mcp.AddTool(s, &mcp.Tool{Name: "execute_via_helper", Description: "Execute a statement."},
		func(ctx context.Context, _ *mcp.CallToolRequest, in ExecIn) (*mcp.CallToolResult, any, error) {
			if err := run(ctx, in); err != nil {
				return nil, nil, err // want `^a timeout from run is returned as a failure, but the statement may have run; return an "unknown" outcome that says whether calling again is safe$`
			}
			return nil, nil, nil
		})
	// A query reads, whoever writes it.
	mcp.AddTool(s, &mcp.Tool{Name: "read_query", Description: "Run a SELECT."},
		func(ctx context.Context, _ *mcp.CallToolRequest, in ReadIn) (*mcp.CallToolResult, any, error) {
			rows, err := db.QueryContext(ctx, in.Query)
			if err != nil {
				return nil, nil, err
			}
			rows.Close()
			return nil, nil, nil
		})
}
