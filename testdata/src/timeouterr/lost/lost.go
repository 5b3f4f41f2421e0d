// Package lost makes its writes in helpers that keep the write's error
// (effects.KeepsErrors): the handler's err is never the write's timeout,
// so a guard on it would hide the finding without fixing it. The
// timeout is reported where it is lost, when that is a failure the tool
// returns.
package lost

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"effects/kept"
)

var client = &kept.Client{HTTP: http.DefaultClient, Base: "https://tracker.example"}

// createIssue turns the write's failure into an error result and a nil
// error; it returns as a Go error only the decoding's.
func createIssue(ctx context.Context, title string) (*mcp.CallToolResult, error) {
	resp, err := client.Post(ctx, "/issues", strings.NewReader(title))
	if err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("failed to create issue: %v", err)), nil // want `^a timeout from Post is returned as a failure, but the issue may have been created; return an "unknown" outcome that says whether calling again is safe$`
	}
	defer resp.Body.Close()
	var out struct{ ID string }
	if err := json.NewDecoder(resp.Body).Decode(&out); err != nil {
		return nil, fmt.Errorf("decode: %w", err)
	}
	return mcp.NewToolResultText(out.ID), nil
}

// createComment hands the failure to another helper of the package.
func createComment(ctx context.Context, body string) (*mcp.CallToolResult, error) {
	return postComment(ctx, body)
}

func postComment(ctx context.Context, body string) (*mcp.CallToolResult, error) {
	resp, err := client.Post(ctx, "/comments", strings.NewReader(body))
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil // want `^a timeout from Post is returned as a failure, but the comment may have been created`
	}
	resp.Body.Close()
	return mcp.NewToolResultText("commented"), nil
}

// summary keeps the error too, but its result is not the tool's answer.
func summary(ctx context.Context, title string) (string, error) {
	resp, err := client.Post(ctx, "/issues", strings.NewReader(title))
	if err != nil {
		return "failed: " + err.Error(), nil
	}
	resp.Body.Close()
	return "created", nil
}

func Register(s *server.MCPServer) {
	// The helper's error result is the tool's answer: reported in the
	// helper. The handler's `return nil, err` is not the timeout's.
	s.AddTool(mcp.NewTool("create_issue", mcp.WithString("title", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			res, err := createIssue(ctx, req.GetString("title", ""))
			if err != nil {
				return nil, err
			}
			return res, nil
		})

	s.AddTool(mcp.NewTool("create_comment", mcp.WithString("body", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			res, err := createComment(ctx, req.GetString("body", ""))
			if err != nil {
				return nil, err
			}
			return res, nil
		})

	// A helper of another package that logs the failure and returns
	// only the decoding's error: the err guarded here is never the
	// timeout. Silent (the timeout is swallowed, not returned).
	s.AddTool(mcp.NewTool("create_issue_logged", mcp.WithString("title", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			id, err := client.CreateLogged(ctx, req.GetString("title", ""))
			if err != nil {
				return nil, err
			}
			return mcp.NewToolResultText(id), nil
		})

	// One of another package that turns it into an error result: its
	// syntax is not here, so the report is not either. Silent.
	s.AddTool(mcp.NewTool("create_issue_result", mcp.WithString("title", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			res, err := kept.CreateResult(ctx, client, req.GetString("title", ""))
			if err != nil {
				return nil, err
			}
			return res, nil
		})

	// The helper's answer is only logged; the tool says "done". Silent.
	s.AddTool(mcp.NewTool("create_issue_summary", mcp.WithString("title", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			text, err := summary(ctx, req.GetString("title", ""))
			if err != nil {
				return nil, err
			}
			_ = text
			return mcp.NewToolResultText("done"), nil
		})

	// A helper that returns the write's error wrapped: the handler's
	// return is the timeout's, as before, and its fix works. One that
	// answers it with a new error: still a failure the timeout causes,
	// but a timeout test here would never fire, so no fix.
	s.AddTool(mcp.NewTool("create_issue_wrapped", mcp.WithString("title", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			id, err := client.CreateWrapped(ctx, req.GetString("title", ""))
			if err != nil {
				return nil, err // want `^a timeout from CreateWrapped is returned as a failure`
			}
			return mcp.NewToolResultText(id), nil
		})

	s.AddTool(mcp.NewTool("create_issue_new", mcp.WithString("title", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			id, err := client.CreateNew(ctx, req.GetString("title", ""))
			if err != nil {
				return nil, err // want `^a timeout from CreateNew is returned as a failure`
			}
			return mcp.NewToolResultText(id), nil
		})
}
