package mcpgo

import (
	"context"
	"database/sql"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// wrap makes a framework handler of a function that answers with text:
// its closure calls that function and wraps the text in the result, so
// the function is the tool's handler.
func wrap(name string, fn func(mcp.CallToolRequest) (string, error)) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		text, err := fn(req)
		if err != nil {
			return mcp.NewToolResultError(name + ": " + err.Error()), nil
		}
		return mcp.NewToolResultText(text), nil
	}
}

func RegisterWrapped(s *server.MCPServer, db *sql.DB) {
	s.AddTool(mcp.NewTool("add_note", mcp.WithString("body", mcp.Required())), wrap("add_note", func(req mcp.CallToolRequest) (string, error) {
		_, err := db.Exec(`INSERT INTO notes (body) VALUES (?)`, req.GetString("body", "")) // want `^add_note calls Exec with no idempotency key and no ledger lookup before it`
		return "added", err
	}))
}
