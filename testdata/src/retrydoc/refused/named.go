package refused

import (
	"context"
	"net/http"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type ProjectIn struct {
	Name string `json:"name"`
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

// A create by the name the caller gives: a retry is refused, or makes a
// second project of the name, as the tracker decides.
func createProject(ctx context.Context, req *mcp.CallToolRequest, in ProjectIn) (*mcp.CallToolResult, any, error) {
	return nil, nil, post(ctx, "/projects", in.Name)
}

// A title names nothing unique: a retry files a second issue.
func createIssue(ctx context.Context, req *mcp.CallToolRequest, in IssueIn) (*mcp.CallToolResult, any, error) {
	return nil, nil, post(ctx, "/projects/"+in.Project+"/issues", in.Title)
}

func RegisterNamed(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "create_project", Description: "Create a project."}, createProject) // hygiene: unless the provider accepts a second object of the same name
	mcp.AddTool(s, &mcp.Tool{Name: "create_issue", Description: "Create an issue."}, createIssue)      // want `the description of create_issue does not say whether retrying is safe; after a timeout the agent guesses and may repeat the write`
}
