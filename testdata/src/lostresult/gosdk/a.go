package gosdk

import (
	"context"
	"fmt"

	"github.com/google/go-github/v74/github"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

var gh *github.Client

type IssueIn struct {
	Repo  string `json:"repo"`
	Title string `json:"title"`
}

type IssueOut struct {
	Number int    `json:"number"`
	Note   string `json:"note,omitempty"`
}

func Register(s *mcp.Server) {
	// Create, then label: the label error loses the issue.
	mcp.AddTool(s, &mcp.Tool{Name: "open_ticket", Description: "Open a ticket."},
		func(ctx context.Context, req *mcp.CallToolRequest, in IssueIn) (*mcp.CallToolResult, IssueOut, error) {
			issue, _, err := gh.Issues.Create(ctx, "acme", in.Repo, &github.IssueRequest{Title: &in.Title})
			if err != nil {
				return nil, IssueOut{}, err
			}
			if _, _, err := gh.Issues.AddLabelsToIssue(ctx, "acme", in.Repo, *issue.Number, []string{"agent"}); err != nil {
				return nil, IssueOut{}, err // want `open_ticket returns an error when AddLabelsToIssue fails after Create succeeded, so the agent retries and creates a duplicate; return the result of Create along with the later failure`
			}
			return nil, IssueOut{Number: *issue.Number}, nil
		})

	// The number in the output is dropped: go-sdk sends only the error.
	mcp.AddTool(s, &mcp.Tool{Name: "open_ticket_merged", Description: "Open a ticket."},
		func(ctx context.Context, req *mcp.CallToolRequest, in IssueIn) (*mcp.CallToolResult, IssueOut, error) {
			issue, _, err := gh.Issues.Create(ctx, "acme", in.Repo, &github.IssueRequest{Title: &in.Title})
			if err != nil {
				return nil, IssueOut{}, err
			}
			_, _, err = gh.Issues.AddLabelsToIssue(ctx, "acme", in.Repo, *issue.Number, []string{"agent"})
			return nil, IssueOut{Number: *issue.Number}, err // want `open_ticket_merged returns an error when AddLabelsToIssue fails after Create succeeded`
		})

	// Correct: the label failure is a note beside the number.
	mcp.AddTool(s, &mcp.Tool{Name: "open_ticket_ok", Description: "Open a ticket."},
		func(ctx context.Context, req *mcp.CallToolRequest, in IssueIn) (*mcp.CallToolResult, IssueOut, error) {
			issue, _, err := gh.Issues.Create(ctx, "acme", in.Repo, &github.IssueRequest{Title: &in.Title})
			if err != nil {
				return nil, IssueOut{}, err
			}
			out := IssueOut{Number: *issue.Number}
			if _, _, err := gh.Issues.AddLabelsToIssue(ctx, "acme", in.Repo, *issue.Number, []string{"agent"}); err != nil {
				out.Note = "created, but labelling failed: " + err.Error()
			}
			return nil, out, nil
		})

	// Correct: the error names the issue.
	mcp.AddTool(s, &mcp.Tool{Name: "open_ticket_wrapped", Description: "Open a ticket."},
		func(ctx context.Context, req *mcp.CallToolRequest, in IssueIn) (*mcp.CallToolResult, IssueOut, error) {
			issue, _, err := gh.Issues.Create(ctx, "acme", in.Repo, &github.IssueRequest{Title: &in.Title})
			if err != nil {
				return nil, IssueOut{}, err
			}
			if _, _, err := gh.Issues.AddLabelsToIssue(ctx, "acme", in.Repo, *issue.Number, []string{"agent"}); err != nil {
				return nil, IssueOut{}, fmt.Errorf("issue #%d created; labelling failed: %w", *issue.Number, err)
			}
			return nil, IssueOut{Number: *issue.Number}, nil
		})

	// The raw handler: an error result built with SetError.
	s.AddTool(&mcp.Tool{Name: "comment_ticket", Description: "Comment on a ticket."},
		func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			c, _, err := gh.Issues.CreateComment(ctx, "acme", "repo", 1, &github.IssueComment{})
			if err != nil {
				return nil, err
			}
			res := &mcp.CallToolResult{}
			if _, _, err := gh.Issues.Edit(ctx, "acme", "repo", 1, &github.IssueRequest{}); err != nil {
				res.SetError(err)
				return res, nil // want `comment_ticket returns an error result when Edit fails after CreateComment succeeded`
			}
			return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: *c.Body}}}, nil
		})
}
