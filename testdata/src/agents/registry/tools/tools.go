package tools

import (
	"context"
	"net/http"
	"strings"

	"agents/registry/mcp"
)

func createProject(ctx context.Context, args map[string]interface{}) (interface{}, error) {
	title, _ := args["title"].(string)
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, "https://tasks.example/projects", strings.NewReader(title))
	if err != nil {
		return nil, err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return nil, err
	}
	return resp.Status, resp.Body.Close()
}

func Register(s *mcp.Server) {
	s.RegisterTool(mcp.Tool{ // want `tool create_project fw=neutral desc="Create a project." params=title handler=createProject hints=-`
		Name:        "create_project",
		Description: "Create a project.",
		InputSchema: mcp.InputSchema{
			Type:       "object",
			Properties: map[string]mcp.Property{"title": {Type: "string"}},
			Required:   []string{"title"},
		},
	}, createProject)
	s.RegisterTool(mcp.Tool{ // want `tool list_projects fw=neutral desc="List the projects." params=- handler=literal hints=-`
		Name:        "list_projects",
		Description: "List the projects.",
		InputSchema: mcp.InputSchema{Type: "object"},
	}, func(ctx context.Context, args map[string]interface{}) (interface{}, error) {
		return nil, nil
	})
	mcp.AddCommand(mcp.Command{Name: "serve", Description: "Serve over stdio."}, func(args []string) error { return nil })
}
