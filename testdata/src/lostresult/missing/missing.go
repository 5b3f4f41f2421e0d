// Package missing creates what a read of the same resource found
// missing, then fails on a later step: a retry reads what the first call
// made and skips the create, so the lost result does not act twice.
package missing

import (
	"context"
	"net/http"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type Git interface {
	GetRef(ctx context.Context, repo, ref string) (*Ref, *http.Response, error)
	CreateRef(ctx context.Context, repo, ref string) (*Ref, error)
	GetCommit(ctx context.Context, repo, sha string) (string, error)
}

type Ref struct{ SHA string }

var git Git

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("branch_head", mcp.WithString("repo"), mcp.WithString("branch")),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			repo, branch := req.GetString("repo", ""), req.GetString("branch", "")
			ref, resp, err := git.GetRef(ctx, repo, branch)
			notFound := err != nil && resp != nil && resp.StatusCode == http.StatusNotFound
			if err != nil && !notFound {
				return mcp.NewToolResultError(err.Error()), nil
			}
			if notFound {
				if ref, err = git.CreateRef(ctx, repo, branch); err != nil {
					return mcp.NewToolResultError(err.Error()), nil
				}
				// The new branch's first commit is read here.
				if _, err := git.GetCommit(ctx, repo, ref.SHA); err != nil {
					return mcp.NewToolResultError(err.Error()), nil // want `branch_head returns an error result when GetCommit fails after CreateRef succeeded, so the agent believes CreateRef failed;`
				}
			}
			msg, err := git.GetCommit(ctx, repo, ref.SHA)
			if err != nil {
				return mcp.NewToolResultError(err.Error()), nil
			}
			return mcp.NewToolResultText(msg), nil
		})
	// The create does not depend on the read: a retry makes it again.
	s.AddTool(mcp.NewTool("new_branch_head", mcp.WithString("repo"), mcp.WithString("branch")),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			repo, branch := req.GetString("repo", ""), req.GetString("branch", "")
			ref, err := git.CreateRef(ctx, repo, branch)
			if err != nil {
				return mcp.NewToolResultError(err.Error()), nil
			}
			msg, err := git.GetCommit(ctx, repo, ref.SHA)
			if err != nil {
				return mcp.NewToolResultError(err.Error()), nil // want `new_branch_head returns an error result when GetCommit fails after CreateRef succeeded, so the agent retries and creates a duplicate;`
			}
			return mcp.NewToolResultText(msg), nil
		})
}
