// Package gone holds delete tools: the "unknown" result of a timeout
// says that calling again is safe, and, where the tool does not accept
// a "not found" answer, that the repeat may report the item gone.
package gone

import (
	"context"
	"net/http"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func deleteWebhook(ctx context.Context, id string) (*http.Response, error) {
	r, err := http.NewRequestWithContext(ctx, http.MethodDelete, "https://hooks.example/webhooks/"+id, nil)
	if err != nil {
		return nil, err
	}
	return http.DefaultClient.Do(r)
}

func dropWebhook(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	resp, err := deleteWebhook(ctx, req.GetString("webhook_id", ""))
	if err != nil {
		return nil, err // want `a timeout from deleteWebhook is returned as a failure`
	}
	defer resp.Body.Close()
	return mcp.NewToolResultText(resp.Status), nil
}

// dropWebhookTolerant takes a 404 for "already deleted".
func dropWebhookTolerant(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	resp, err := deleteWebhook(ctx, req.GetString("webhook_id", ""))
	if err != nil {
		return nil, err // want `a timeout from deleteWebhook is returned as a failure`
	}
	defer resp.Body.Close()
	if resp.StatusCode == http.StatusNotFound {
		return mcp.NewToolResultText("already deleted"), nil
	}
	return mcp.NewToolResultText(resp.Status), nil
}

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("delete_webhook",
		mcp.WithDescription("Delete a webhook. Safe to retry."),
		mcp.WithString("webhook_id", mcp.Required()),
	), dropWebhook)
	s.AddTool(mcp.NewTool("delete_webhook_tolerant",
		mcp.WithDescription("Delete a webhook. Safe to retry."),
		mcp.WithString("webhook_id", mcp.Required()),
	), dropWebhookTolerant)
}
