// Package fantasytools declares charm.land/fantasy tools.
package fantasytools

import (
	"context"
	"net/http"
	"strings"

	"charm.land/fantasy"
)

type CommentParams struct {
	Issue string `json:"issue" description:"The issue to comment on"`
	Body  string `json:"body" description:"The comment"`
}

func NewCommentTool() fantasy.AgentTool {
	return fantasy.NewAgentTool("add_comment", "Add a comment to an issue.",
		func(ctx context.Context, params CommentParams, call fantasy.ToolCall) (fantasy.ToolResponse, error) {
			resp, err := http.Post("https://api.example.com/issues/"+params.Issue+"/comments", "text/plain", strings.NewReader(params.Body))
			if err != nil {
				return fantasy.ToolResponse{}, err
			}
			defer resp.Body.Close()
			return fantasy.NewTextResponse("commented"), nil
		})
}

type ViewParams struct {
	Issue string `json:"issue"`
}

func NewViewTool() fantasy.AgentTool {
	return fantasy.NewParallelAgentTool("view_issue", "Show an issue. Read-only: safe to retry.",
		func(ctx context.Context, params ViewParams, call fantasy.ToolCall) (fantasy.ToolResponse, error) {
			return fantasy.NewTextResponse("issue"), nil
		})
}
