// Package alias registers one handler under two names: its report is
// made once, under the first name, as there is one place to fix.
package alias

import (
	"context"
	"net/http"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func addNote(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	resp, err := http.Post("https://notes.example/api/notes", "text/plain", strings.NewReader(req.GetString("text", ""))) // want `^note_add calls http.Post with no idempotency key and no ledger lookup before it; a retried call acts twice$`
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	resp.Body.Close()
	return mcp.NewToolResultText("added"), nil
}

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("note_add", mcp.WithString("text", mcp.Required())), addNote)
	s.AddTool(mcp.NewTool("memory_write", mcp.WithString("text", mcp.Required())), addNote)
}
