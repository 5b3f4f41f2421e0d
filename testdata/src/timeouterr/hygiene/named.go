package hygiene

import (
	"context"
	"net/http"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type ProjectIn struct {
	Name string `json:"name" jsonschema:"the project's unique identifier"`
}

type IssueIn struct {
	Project string `json:"project"`
	Title   string `json:"title"`
}

func post(ctx context.Context, path, body string) error {
	r, err := http.NewRequestWithContext(ctx, http.MethodPost, "https://tracker.example"+path, strings.NewReader(body))
	if err != nil {
		return err
	}
	resp, err := http.DefaultClient.Do(r)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// A create by the name the caller gives: a retry after the timeout makes
// a second project of the same name only where the tracker accepts one;
// the trackers we know refuse it.
func createProject(ctx context.Context, req *mcp.CallToolRequest, in ProjectIn) (*mcp.CallToolResult, any, error) {
	if err := post(ctx, "/projects", in.Name); err != nil {
		return nil, nil, err // hygiene: a named create's retry is refused or makes a second of the name
	}
	return nil, nil, nil
}

// A title names nothing unique: a retry files a second issue.
func createIssue(ctx context.Context, req *mcp.CallToolRequest, in IssueIn) (*mcp.CallToolResult, any, error) {
	if err := post(ctx, "/projects/"+in.Project+"/issues", in.Title); err != nil {
		return nil, nil, err // want `a timeout from post is returned as a failure, but the issue may have been created`
	}
	return nil, nil, nil
}

func RegisterNamed(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "create_project", Description: "Create a project."}, createProject)
	mcp.AddTool(s, &mcp.Tool{Name: "create_issue", Description: "Create an issue."}, createIssue)
}
