// Package described posts to endpoints whose operation no name gives:
// a description that says a repeat is safe is the author's word, as an
// idempotentHint is; one that says nothing or says it is not safe is not.
package described

import (
	"context"
	"net/http"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func post(ctx context.Context, path string) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, "https://status.example"+path, nil)
	if err != nil {
		return err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("attach_monitor", mcp.WithDescription("Attach a monitor to a status page. Idempotent: re-attaching only updates its display name."), mcp.WithString("page", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if err := post(ctx, "/pages/"+req.GetString("page", "")+"/monitors"); err != nil {
				return mcp.NewToolResultError(err.Error()), nil
			}
			return mcp.NewToolResultText("attached"), nil
		})
	s.AddTool(mcp.NewTool("attach_incident", mcp.WithDescription("Attach an incident to a status page."), mcp.WithString("page", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if err := post(ctx, "/pages/"+req.GetString("page", "")+"/incidents"); err != nil { // want `^attach_incident calls post with no idempotency key and no ledger lookup before it; a retried call`
				return mcp.NewToolResultError(err.Error()), nil
			}
			return mcp.NewToolResultText("attached"), nil
		})
	s.AddTool(mcp.NewTool("attach_note", mcp.WithDescription("Attach a note to a status page. Not idempotent: check before calling again."), mcp.WithString("page", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if err := post(ctx, "/pages/"+req.GetString("page", "")+"/notes"); err != nil { // want `^attach_note calls post with no idempotency key and no ledger lookup before it; a retried call`
				return mcp.NewToolResultError(err.Error()), nil
			}
			return mcp.NewToolResultText("attached"), nil
		})
}
