// Package onereport returns one write's timeout as a failure from two
// places (with the response when there is one, as go-atlassian's callers
// do): one report, the other return a related position, one fix for both.
package onereport

import (
	"context"
	"fmt"
	"net/http"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type CommentIn struct {
	Issue string `json:"issue"`
	Body  string `json:"body"`
}

func addComment(ctx context.Context, req *mcp.CallToolRequest, in CommentIn) (*mcp.CallToolResult, any, error) {
	r, err := http.NewRequestWithContext(ctx, http.MethodPost, "https://jira.example/issue/"+in.Issue+"/comment", strings.NewReader(in.Body))
	if err != nil {
		return nil, nil, err
	}
	resp, err := http.DefaultClient.Do(r)
	if err != nil {
		if resp != nil {
			return nil, nil, fmt.Errorf("failed to add comment: %s", resp.Status) // want `a timeout from Do is returned as a failure`
		}
		return nil, nil, fmt.Errorf("failed to add comment: %v", err)
	}
	return nil, nil, resp.Body.Close()
}

// post sends a comment.
func post(ctx context.Context, url, body string) error {
	r, err := http.NewRequestWithContext(ctx, http.MethodPost, url, strings.NewReader(body))
	if err != nil {
		return err
	}
	resp, err := http.DefaultClient.Do(r)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// addNote makes the same write in either branch: one report, the other
// branch's return a related position.
func addNote(ctx context.Context, req *mcp.CallToolRequest, in CommentIn) (*mcp.CallToolResult, any, error) {
	if in.Issue == "" {
		if err := post(ctx, "https://jira.example/notes", in.Body); err != nil {
			return nil, nil, err // want `a timeout from post is returned as a failure`
		}
	} else {
		if err := post(ctx, "https://jira.example/notes", "["+in.Issue+"] "+in.Body); err != nil {
			return nil, nil, err
		}
	}
	return nil, nil, nil
}

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "add_comment", Description: "Add a comment to an issue."}, addComment)
	mcp.AddTool(s, &mcp.Tool{Name: "add_note", Description: "Add a note."}, addNote)
}
