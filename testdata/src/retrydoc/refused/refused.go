// Package refused holds a tool whose only write is one GitHub refuses to
// repeat (a branch by name): a retry of a call that took effect fails
// with a conflict, it creates nothing twice. Its silent description is
// of low harm; a tool that also comments acts twice and is reported by
// default.
package refused

import (
	"context"

	"github.com/google/go-github/v74/github"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type BranchIn struct {
	Repo   string `json:"repo"`
	Branch string `json:"branch"`
	SHA    string `json:"sha"`
}

var gh *github.Client

func createBranch(ctx context.Context, req *mcp.CallToolRequest, in BranchIn) (*mcp.CallToolResult, any, error) {
	ref := "refs/heads/" + in.Branch
	_, _, err := gh.Git.CreateRef(ctx, "o", in.Repo, &github.Reference{Ref: &ref, Object: &github.GitObject{SHA: &in.SHA}})
	return nil, nil, err
}

func createBranchAndSay(ctx context.Context, req *mcp.CallToolRequest, in BranchIn) (*mcp.CallToolResult, any, error) {
	ref := "refs/heads/" + in.Branch
	if _, _, err := gh.Git.CreateRef(ctx, "o", in.Repo, &github.Reference{Ref: &ref, Object: &github.GitObject{SHA: &in.SHA}}); err != nil {
		return nil, nil, err
	}
	body := "created " + in.Branch
	_, _, err := gh.Issues.CreateComment(ctx, "o", in.Repo, 1, &github.IssueComment{Body: &body})
	return nil, nil, err
}

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "create_branch", Description: "Create a branch."}, createBranch)                          // hygiene: a retry of a call that took effect fails with a conflict
	mcp.AddTool(s, &mcp.Tool{Name: "create_branch_and_say", Description: "Create a branch and say so."}, createBranchAndSay) // want `the description of create_branch_and_say does not say whether retrying is safe; after a timeout the agent guesses and may repeat the write`
}
