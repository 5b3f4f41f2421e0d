// Package skills implements the port. It imports ports, never llm.
package skills

import (
	"context"
	"net/http"
	"strings"

	"agents/ports/ports"
)

type CreateIssue struct{ c *http.Client }

func (CreateIssue) Name() string { return "create_issue" }

func (CreateIssue) Definition() ports.ToolDefinition {
	return ports.ToolDefinition{Name: "create_issue", Description: "Create an issue.", InputSchema: map[string]any{"type": "object"}} // want `tool create_issue fw=own\(ports.Tool\) desc="Create an issue." params=- handler=CreateIssue.Execute hints=-`
}

func (t CreateIssue) Execute(ctx context.Context, input map[string]any) (*ports.ToolResult, error) {
	title, _ := input["title"].(string)
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, "https://tracker.example/issues", strings.NewReader(title))
	if err != nil {
		return nil, err
	}
	resp, err := t.c.Do(req)
	if err != nil {
		return nil, err
	}
	resp.Body.Close()
	return &ports.ToolResult{Content: "created"}, nil
}

// Info describes a plugin: a name and a description, but no schema and
// no arguments to run with. It declares no tool.
type Info struct{ Name, Description string }

type Plugin interface {
	Name() string
	Info() Info
	Start(ctx context.Context) error
}

type Metrics struct{}

func (Metrics) Name() string                    { return "metrics" }
func (Metrics) Info() Info                      { return Info{Name: "metrics", Description: "Collects metrics."} }
func (Metrics) Start(ctx context.Context) error { return nil }

const createIssueName = "create_issue"

// WithoutCreate filters a tool out by its name: a skip selects no
// handler for the tool.
func WithoutCreate(all []ports.Tool) []ports.Tool {
	var out []ports.Tool
	for _, t := range all {
		if t.Name() == createIssueName {
			continue
		}
		out = append(out, t)
	}
	return out
}
