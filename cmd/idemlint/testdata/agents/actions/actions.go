// Package actions implements the application's actions. It imports
// agenttypes, never the SDK.
package actions

import (
	"context"
	"net/http"
	"strings"

	"github.com/sashabaranov/go-openai/jsonschema"

	"example.com/agents/agenttypes"
)

type IssueOpener struct {
	customName string
}

// A constant default overridden at run time names the tool.
func (o *IssueOpener) Definition() agenttypes.Definition {
	name := "create_issue"
	if o.customName != "" {
		name = o.customName
	}
	return agenttypes.Definition{
		Name:        agenttypes.DefName(name),
		Description: "Create an issue in a repository.",
		Properties: map[string]jsonschema.Definition{
			"repo":  {Type: jsonschema.String},
			"title": {Type: jsonschema.String},
		},
	}
}

func (o *IssueOpener) Run(ctx context.Context, p agenttypes.Params) (agenttypes.Result, error) {
	repo, _ := p["repo"].(string)
	title, _ := p["title"].(string)
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, "https://api.example.com/repos/"+repo+"/issues", strings.NewReader(title))
	if err != nil {
		return agenttypes.Result{}, err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return agenttypes.Result{}, err
	}
	defer resp.Body.Close()
	return agenttypes.Result{Text: "created"}, nil
}

type Search struct{}

func (Search) Definition() agenttypes.Definition {
	return agenttypes.Definition{Name: "search_issues", Description: "Search issues. Read-only: safe to retry."}
}

func (Search) Run(ctx context.Context, p agenttypes.Params) (agenttypes.Result, error) {
	resp, err := http.Get("https://api.example.com/search")
	if err != nil {
		return agenttypes.Result{}, err
	}
	defer resp.Body.Close()
	return agenttypes.Result{Text: "found"}, nil
}
