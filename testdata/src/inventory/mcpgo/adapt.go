package mcpgo

import (
	"context"
	"database/sql"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type deps struct{ db *sql.DB }

// noteFunc is the application's own handler signature: the deps beside
// the request.
type noteFunc func(ctx context.Context, d *deps, req mcp.CallToolRequest) (*mcp.CallToolResult, error)

// adapt makes a framework handler of one: its closure calls fn with the
// request it receives, so fn is the tool's handler.
func adapt(d *deps, fn noteFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		res, err := fn(ctx, d, req)
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return res, nil
	}
}

func addNote(ctx context.Context, d *deps, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	_, err := d.db.ExecContext(ctx, `INSERT INTO notes (body) VALUES (?)`, req.GetString("body", ""))
	return mcp.NewToolResultText("ok"), err
}

func RegisterAdapted(s *server.MCPServer, d *deps) {
	s.AddTool(mcp.NewTool("add_note", mcp.WithString("body")), adapt(d, addNote)) // want `tool add_note fw=mcp-go desc=<none> params=body handler=addNote hints=-`
}
