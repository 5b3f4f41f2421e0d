// Package all logs every tool call to a table through a buffered logger
// whose flush only logs its failure: bookkeeping every tool makes alike,
// reads included, and no tool's own write.
package all

import (
	"context"
	"database/sql"
	"log"
	"sync"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type Logger struct {
	mu  sync.Mutex
	buf []string
	db  *sql.DB
}

func (l *Logger) LogToolCall(name string) {
	l.mu.Lock()
	l.buf = append(l.buf, name)
	full := len(l.buf) >= 50
	l.mu.Unlock()
	if full {
		l.Flush()
	}
}

func (l *Logger) Flush() {
	l.mu.Lock()
	batch := l.buf
	l.buf = nil
	l.mu.Unlock()
	for _, name := range batch {
		if _, err := l.db.Exec(`INSERT INTO tool_calls (name) VALUES ($1)`, name); err != nil {
			log.Printf("logger: %v", err)
		}
	}
}

func Register(srv *server.MCPServer, db *sql.DB, l *Logger) {
	srv.AddTool(mcp.NewTool("list_files"),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			rows, err := db.QueryContext(ctx, `SELECT name FROM files`)
			l.LogToolCall("list_files")
			if err != nil {
				return mcp.NewToolResultError(err.Error()), nil
			}
			rows.Close()
			return mcp.NewToolResultText("ok"), nil
		})
	srv.AddTool(mcp.NewTool("get_file", mcp.WithString("id", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			row := db.QueryRowContext(ctx, `SELECT name FROM files WHERE id = $1`, req.GetString("id", ""))
			var name string
			err := row.Scan(&name)
			l.LogToolCall("get_file")
			if err != nil {
				return mcp.NewToolResultError(err.Error()), nil
			}
			return mcp.NewToolResultText(name), nil
		})
	// Its own write is the INSERT of a category; the log is not.
	srv.AddTool(mcp.NewTool("create_category", mcp.WithString("label", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			_, err := db.ExecContext(ctx, `INSERT INTO categories (label) VALUES ($1)`, req.GetString("label", "")) // want `^create_category calls ExecContext with no idempotency key and no ledger lookup before it; a retried call`
			l.LogToolCall("create_category")
			if err != nil {
				return mcp.NewToolResultError(err.Error()), nil
			}
			return mcp.NewToolResultText("created"), nil
		})
}
