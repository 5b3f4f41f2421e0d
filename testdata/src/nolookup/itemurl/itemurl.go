// Package itemurl updates a task by posting to its address, and makes
// one by posting to the collection: only the second acts twice.
package itemurl

import (
	"context"
	"fmt"
	"net/http"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type Client struct {
	HTTP *http.Client
	Base string
}

func (c *Client) Post(ctx context.Context, path, body string) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.Base+path, strings.NewReader(body))
	if err != nil {
		return err
	}
	resp, err := c.HTTP.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

func Register(s *server.MCPServer, c *Client) {
	s.AddTool(mcp.NewTool("todo_task_content", mcp.WithDescription("Change a task's text."), mcp.WithString("id"), mcp.WithString("content")),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if err := c.Post(ctx, fmt.Sprintf("/tasks/%s", req.GetString("id", "")), req.GetString("content", "")); err != nil {
				return mcp.NewToolResultError(err.Error()), nil
			}
			return mcp.NewToolResultText("changed"), nil
		})
	s.AddTool(mcp.NewTool("todo_new_task", mcp.WithDescription("Make a task."), mcp.WithString("content")),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if err := c.Post(ctx, "/tasks", req.GetString("content", "")); err != nil { // want `^todo_new_task calls Post with no idempotency key and no ledger lookup before it; a retried call acts twice$`
				return mcp.NewToolResultError(err.Error()), nil
			}
			return mcp.NewToolResultText("made"), nil
		})
}
