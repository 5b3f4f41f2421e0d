package statecheck

import (
	"context"
	"fmt"
	"net/url"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Files is a REST client whose GET reads what a path names, with a
// query, and whose POST creates there.
type Files interface {
	Get(ctx context.Context, path string, out any) error
	Post(ctx context.Context, path string, body any) error
	Put(ctx context.Context, path string, body any) error
}

var files Files

func RegisterUpsertFile(s *server.MCPServer) {
	// The file is read at its path with the branch as a query; only
	// where the read failed is it created, else replaced: a retry finds
	// the file and takes the PUT.
	s.AddTool(mcp.NewTool("save_content", mcp.WithString("target", mcp.Required()), mcp.WithString("branch", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			endpoint := "/repository/files/" + url.PathEscape(req.GetString("target", ""))
			branch := req.GetString("branch", "")
			exists := true
			var current map[string]any
			if err := files.Get(ctx, fmt.Sprintf("%s?ref=%s", endpoint, url.QueryEscape(branch)), &current); err != nil {
				exists = false
			}
			body := map[string]any{"branch": branch, "content": req.GetString("content", "")}
			if exists {
				if err := files.Put(ctx, endpoint, body); err != nil {
					return nil, err
				}
				return mcp.NewToolResultText("updated"), nil
			}
			if err := files.Post(ctx, endpoint, body); err != nil {
				return nil, err
			}
			return mcp.NewToolResultText("created"), nil
		})

	// The read names another path: no check of this one.
	s.AddTool(mcp.NewTool("save_after_listing", mcp.WithString("target", mcp.Required()), mcp.WithString("branch", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			endpoint := "/repository/files/" + url.PathEscape(req.GetString("target", ""))
			exists := true
			var tree []any
			if err := files.Get(ctx, "/repository/tree?ref="+url.QueryEscape(req.GetString("branch", "")), &tree); err != nil {
				exists = false
			}
			if !exists {
				if err := files.Post(ctx, endpoint, nil); err != nil { // want `^save_after_listing calls Post with no idempotency key and no ledger lookup before it; a retried call`
					return nil, err
				}
			}
			return mcp.NewToolResultText("created"), nil
		})
}
