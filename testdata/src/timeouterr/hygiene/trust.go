package hygiene

import (
	"context"
	"database/sql"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// The schema makes a trusted identity unique: an INSERT of one the first
// call made is refused.
const schema = `CREATE TABLE IF NOT EXISTS trusted (
	id INTEGER PRIMARY KEY AUTOINCREMENT,
	kind TEXT NOT NULL,
	value TEXT NOT NULL,
	UNIQUE(kind, value)
)`

var db *sql.DB

type TrustIn struct {
	Kind  string `json:"kind"`
	Value string `json:"value"`
}

// A retry after the timeout is refused by the constraint: it does not
// act twice.
func trust(ctx context.Context, req *mcp.CallToolRequest, in TrustIn) (*mcp.CallToolResult, any, error) {
	_, err := db.ExecContext(ctx, `INSERT INTO trusted (kind, value) VALUES (?, ?)`, in.Kind, in.Value)
	if err != nil {
		return nil, nil, err // hygiene: the retry is refused, not repeated
	}
	return nil, nil, nil
}

// No constraint covers a note: a retry adds a second one.
func note(ctx context.Context, req *mcp.CallToolRequest, in TrustIn) (*mcp.CallToolResult, any, error) {
	_, err := db.ExecContext(ctx, `INSERT INTO notes (kind, value) VALUES (?, ?)`, in.Kind, in.Value)
	if err != nil {
		return nil, nil, err // want `a timeout from ExecContext is returned as a failure`
	}
	return nil, nil, nil
}

func RegisterTrust(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "trust_identity", Description: "Trust an identity."}, trust)
	mcp.AddTool(s, &mcp.Tool{Name: "add_note", Description: "Add a note."}, note)
}
