// Package listnames holds tools named for what they list: a POST that
// names no operation is how they read; an interface method that sets a
// state by its name is a write all the same.
package listnames

import (
	"context"
	"net/http"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func post(ctx context.Context, url, body string) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, url, strings.NewReader(body))
	if err != nil {
		return err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

type Store interface {
	UpsertTask(ctx context.Context, id, spec string) error
}

var store Store

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("prometheus_labels"),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if err := post(ctx, "https://metrics.example/catalog", ""); err != nil {
				return nil, err
			}
			return mcp.NewToolResultText("labels"), nil
		})

	// A verb with no verdict first: the POST stays a write.
	s.AddTool(mcp.NewTool("push_files"),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if err := post(ctx, "https://git.example/projects/1/repository/commits", ""); err != nil { // want `^write http slots=- lookup=- found=-$`
				return nil, err
			}
			return mcp.NewToolResultText("pushed"), nil
		})

	s.AddTool(mcp.NewTool("scheduled_tasks", mcp.WithString("id")),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if err := store.UpsertTask(ctx, req.GetString("id", ""), "*/5"); err != nil { // want `^write verb slots=- lookup=- found=-$`
				return nil, err
			}
			return mcp.NewToolResultText("scheduled"), nil
		})
}
