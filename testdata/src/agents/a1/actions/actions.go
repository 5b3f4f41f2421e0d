// Package actions implements the application's actions. It imports
// agenttypes, never the SDK.
package actions

import (
	"context"

	"agents/a1/agenttypes"

	"github.com/google/go-github/v74/github"
	"github.com/sashabaranov/go-openai/jsonschema"
)

type IssueOpener struct {
	client     *github.Client
	customName string
}

// A constant default overridden at run time names the tool.
func (o *IssueOpener) Definition() agenttypes.Definition {
	name := "create_issue"
	if o.customName != "" {
		name = o.customName
	}
	return agenttypes.Definition{ // want `tool create_issue fw=own\(agenttypes.Action\) desc="Create an issue in a repository." params=owner,repo,title handler=IssueOpener.Run hints=-`
		Name:        agenttypes.DefName(name),
		Description: "Create an issue in a repository.",
		Properties: map[string]jsonschema.Definition{
			"owner": {Type: jsonschema.String},
			"repo":  {Type: jsonschema.String},
			"title": {Type: jsonschema.String},
		},
	}
}

func (o *IssueOpener) Run(ctx context.Context, p agenttypes.Params) (agenttypes.Result, error) {
	title, _ := p["title"].(string)
	issue, _, err := o.client.Issues.Create(ctx, p["owner"].(string), p["repo"].(string), &github.IssueRequest{Title: &title})
	if err != nil {
		return agenttypes.Result{}, err
	}
	_ = issue
	return agenttypes.Result{Text: "created"}, nil
}

type Search struct{}

func (Search) Definition() agenttypes.Definition {
	return agenttypes.Definition{Name: "search_web", Description: "Search the web."} // want `tool search_web fw=own\(agenttypes.Action\) desc="Search the web." params=- handler=Search.Run hints=-`
}

func (Search) Run(ctx context.Context, p agenttypes.Params) (agenttypes.Result, error) {
	return agenttypes.Result{}, nil
}

// Only a definition: not an Action, but a literal of the declaration type
// with a constant name still declares a tool, with no handler here.
var Reminder = agenttypes.Definition{Name: "set_reminder", Description: "Set a reminder."} // want `tool set_reminder fw=own\(agenttypes.Definition\) desc="Set a reminder." params=- handler=none hints=-`

// CommentPoster returns one of two definitions, with or without a fixed
// repository: one tool, declared by the first.
type CommentPoster struct {
	client    *github.Client
	fixedRepo string
}

func (c *CommentPoster) Definition() agenttypes.Definition {
	name := "comment_issue"
	if c.fixedRepo != "" {
		return agenttypes.Definition{ // want `tool comment_issue fw=own\(agenttypes.Action\) desc="Comment on an issue." params=number,body handler=CommentPoster.Run hints=-`
			Name:        agenttypes.DefName(name),
			Description: "Comment on an issue.",
			Properties: map[string]jsonschema.Definition{
				"number": {Type: jsonschema.Integer},
				"body":   {Type: jsonschema.String},
			},
		}
	}
	return agenttypes.Definition{
		Name:        agenttypes.DefName(name),
		Description: "Comment on an issue in a repository.",
		Properties: map[string]jsonschema.Definition{
			"repo":   {Type: jsonschema.String},
			"number": {Type: jsonschema.Integer},
			"body":   {Type: jsonschema.String},
		},
	}
}

func (c *CommentPoster) Run(ctx context.Context, p agenttypes.Params) (agenttypes.Result, error) {
	body, _ := p["body"].(string)
	_, _, err := c.client.Issues.CreateComment(ctx, "o", c.fixedRepo, 1, &github.IssueComment{Body: &body})
	return agenttypes.Result{}, err
}
