package statecheck

import (
	"context"
	"errors"
	"net/http"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Git is a provider whose reads say a resource is missing by failing:
// a 404, or a 409 for an empty repository.
type Git interface {
	GetRef(ctx context.Context, owner, repo, ref string) (*Ref, *http.Response, error)
	GetUser(ctx context.Context, login string) (*Ref, error)
	CreateRef(ctx context.Context, owner, repo, ref string) (*Ref, error)
	CreateFile(ctx context.Context, owner, repo, path string) error
}

type Ref struct{ SHA string }

type StatusError struct{ Status int }

func (e *StatusError) Error() string { return "status" }

var git Git

// initRepo makes the first commit of an empty repository.
func initRepo(ctx context.Context, owner, repo string) error {
	return git.CreateFile(ctx, owner, repo, "README.md")
}

func RegisterMissing(s *server.MCPServer) {
	// The create runs only where the read of the same ref found
	// nothing: a retry finds the ref and skips it.
	s.AddTool(mcp.NewTool("ensure_branch", mcp.WithString("owner"), mcp.WithString("repo"), mcp.WithString("branch")),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			owner, repo, branch := req.GetString("owner", ""), req.GetString("repo", ""), req.GetString("branch", "")
			ref, resp, err := git.GetRef(ctx, owner, repo, branch)
			notFound := err != nil && resp != nil && resp.StatusCode == http.StatusNotFound
			if err != nil && !notFound {
				return nil, err
			}
			if notFound {
				ref, err = git.CreateRef(ctx, owner, repo, branch)
				if err != nil {
					return nil, err
				}
			}
			// The push itself is no create of the ref: reported.
			if err := git.CreateFile(ctx, owner, repo, "notes/"+ref.SHA); err != nil { // want `^ensure_branch calls CreateFile with no idempotency key and no ledger lookup before it; a retried call`
				return nil, err
			}
			return mcp.NewToolResultText(ref.SHA), nil
		})

	// The same under the read's error branch itself.
	s.AddTool(mcp.NewTool("ensure_branch_on_error", mcp.WithString("owner"), mcp.WithString("repo"), mcp.WithString("branch")),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			owner, repo, branch := req.GetString("owner", ""), req.GetString("repo", ""), req.GetString("branch", "")
			if _, _, err := git.GetRef(ctx, owner, repo, branch); err != nil {
				if _, err := git.CreateRef(ctx, owner, repo, branch); err != nil {
					return nil, err
				}
			}
			return mcp.NewToolResultText("ok"), nil
		})

	// Flags set from the read's error decide which create runs: the
	// repository is initialised only when the read found it empty, the
	// branch made only when the read found it missing; where the read
	// found the branch, neither runs.
	s.AddTool(mcp.NewTool("push_to_branch", mcp.WithString("owner"), mcp.WithString("repo"), mcp.WithString("branch")),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			owner, repo, branch := req.GetString("owner", ""), req.GetString("repo", ""), req.GetString("branch", "")
			var empty, missing bool
			_, _, err := git.GetRef(ctx, owner, repo, "refs/heads/"+branch)
			if err != nil {
				var se *StatusError
				if errors.As(err, &se) {
					if se.Status == http.StatusConflict {
						empty = true
					} else if se.Status == http.StatusNotFound {
						missing = true
					}
				}
				if !empty && !missing {
					return mcp.NewToolResultError(err.Error()), nil
				}
			}
			if !empty {
				if missing {
					if _, err := git.CreateRef(ctx, owner, repo, branch); err != nil {
						return mcp.NewToolResultError(err.Error()), nil
					}
				}
			} else {
				if err := initRepo(ctx, owner, repo); err != nil {
					return mcp.NewToolResultError(err.Error()), nil
				}
			}
			if err := git.CreateFile(ctx, owner, repo, req.GetString("path", "")); err != nil { // want `^push_to_branch calls CreateFile with no idempotency key and no ledger lookup before it; a retried call`
				return mcp.NewToolResultError(err.Error()), nil
			}
			return mcp.NewToolResultText("pushed"), nil
		})

	// The create runs where the read found the ref: reported.
	s.AddTool(mcp.NewTool("copy_branch", mcp.WithString("owner"), mcp.WithString("repo"), mcp.WithString("branch")),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			owner, repo, branch := req.GetString("owner", ""), req.GetString("repo", ""), req.GetString("branch", "")
			_, _, err := git.GetRef(ctx, owner, repo, branch)
			found := err == nil
			if found {
				if _, err := git.CreateRef(ctx, owner, repo, branch+"-copy"); err != nil { // want `^copy_branch calls CreateRef with no idempotency key and no ledger lookup before it; a retried call`
					return nil, err
				}
			}
			return mcp.NewToolResultText("ok"), nil
		})

	// The create runs whatever the read said: reported.
	s.AddTool(mcp.NewTool("branch_anyway", mcp.WithString("owner"), mcp.WithString("repo"), mcp.WithString("branch")),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			owner, repo, branch := req.GetString("owner", ""), req.GetString("repo", ""), req.GetString("branch", "")
			_, resp, err := git.GetRef(ctx, owner, repo, branch)
			if err != nil && resp != nil && resp.StatusCode == http.StatusNotFound {
				println("missing")
			}
			if _, err := git.CreateRef(ctx, owner, repo, branch); err != nil { // want `^branch_anyway calls CreateRef with no idempotency key and no ledger lookup before it; a retried call`
				return nil, err
			}
			return mcp.NewToolResultText("ok"), nil
		})

	// The read that found nothing is of another resource: reported.
	s.AddTool(mcp.NewTool("branch_for_new_user", mcp.WithString("owner"), mcp.WithString("repo"), mcp.WithString("login")),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if _, err := git.GetUser(ctx, req.GetString("login", "")); err != nil {
				if _, err := git.CreateRef(ctx, req.GetString("owner", ""), req.GetString("repo", ""), "main"); err != nil { // want `^branch_for_new_user calls CreateRef with no idempotency key and no ledger lookup before it; a retried call`
					return nil, err
				}
			}
			return mcp.NewToolResultText("ok"), nil
		})
}
