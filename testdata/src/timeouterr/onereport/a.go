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

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "add_comment", Description: "Add a comment to an issue."}, addComment)
}
