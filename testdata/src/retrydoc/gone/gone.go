// Package gone holds tools that remove something: a repeat changes
// nothing more, but the provider may answer it with 404, and the retry
// sentence must say so unless the tool itself accepts that answer.
package gone

import (
	"context"
	"errors"
	"net/http"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

var ErrNotFound = errors.New("not found")

// Labels is a client whose operation names what a POST does.
type Labels struct{ base string }

func (c *Labels) RemoveLabel(ctx context.Context, issueID, label string) error {
	r, err := http.NewRequestWithContext(ctx, http.MethodPost, c.base+"/issues/"+issueID+"/labels/remove?name="+label, nil)
	if err != nil {
		return err
	}
	resp, err := http.DefaultClient.Do(r)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

var labels = &Labels{base: "https://tracker.example"}

func deleteWebhook(ctx context.Context, id string) (*http.Response, error) {
	r, err := http.NewRequestWithContext(ctx, http.MethodDelete, "https://hooks.example/webhooks/"+id, nil)
	if err != nil {
		return nil, err
	}
	return http.DefaultClient.Do(r)
}

// dropWebhook reports whatever the provider answers: a repeat's 404 is a
// failure to the agent.
func dropWebhook(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	resp, err := deleteWebhook(ctx, req.GetString("webhook_id", ""))
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	if resp.StatusCode >= 300 {
		return mcp.NewToolResultError("delete failed: " + resp.Status), nil
	}
	return mcp.NewToolResultText("deleted"), nil
}

// dropWebhookTolerant takes a 404 for "already deleted".
func dropWebhookTolerant(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	resp, err := deleteWebhook(ctx, req.GetString("webhook_id", ""))
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	if resp.StatusCode == http.StatusNotFound {
		return mcp.NewToolResultText("already deleted"), nil
	}
	if resp.StatusCode >= 300 {
		return mcp.NewToolResultError("delete failed: " + resp.Status), nil
	}
	return mcp.NewToolResultText("deleted"), nil
}

func removeLabel(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := labels.RemoveLabel(ctx, req.GetString("issue_id", ""), req.GetString("label", "")); err != nil {
		return nil, err
	}
	return mcp.NewToolResultText("removed"), nil
}

// removeLabelTolerant accepts the label's absence in a helper.
func removeLabelTolerant(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := ignoreMissing(labels.RemoveLabel(ctx, req.GetString("issue_id", ""), req.GetString("label", ""))); err != nil {
		return nil, err
	}
	return mcp.NewToolResultText("removed"), nil
}

func ignoreMissing(err error) error {
	if errors.Is(err, ErrNotFound) {
		return nil
	}
	return err
}

// renameWebhook only PUTs: nothing is removed.
func renameWebhook(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	r, err := http.NewRequestWithContext(ctx, http.MethodPut, "https://hooks.example/webhooks/"+req.GetString("webhook_id", "")+"/name", nil)
	if err != nil {
		return nil, err
	}
	resp, err := http.DefaultClient.Do(r)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	return mcp.NewToolResultText(resp.Status), nil
}

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("delete_webhook",
		mcp.WithDescription("Delete a webhook."), // want `^the description of delete_webhook does not say whether retrying is safe; after a timeout the agent guesses and may repeat the write: add a sentence such as "Safe to retry: calling again with the same arguments has no further effect, though it may then report that the item no longer exists."$`
		mcp.WithString("webhook_id", mcp.Required()),
	), dropWebhook)
	s.AddTool(mcp.NewTool("delete_webhook_tolerant",
		mcp.WithDescription("Delete a webhook."), // want `add a sentence such as "Safe to retry: calling again with the same arguments has no further effect."$`
		mcp.WithString("webhook_id", mcp.Required()),
	), dropWebhookTolerant)
	s.AddTool(mcp.NewTool("remove_label",
		mcp.WithDescription("Remove a label from an issue."), // want `add a sentence such as "Safe to retry: calling again with the same arguments has no further effect, though it may then report that the item no longer exists."$`
		mcp.WithString("issue_id", mcp.Required()),
		mcp.WithString("label", mcp.Required()),
	), removeLabel)
	s.AddTool(mcp.NewTool("remove_label_tolerant",
		mcp.WithDescription("Remove a label from an issue."), // want `add a sentence such as "Safe to retry: calling again with the same arguments has no further effect."$`
		mcp.WithString("issue_id", mcp.Required()),
		mcp.WithString("label", mcp.Required()),
	), removeLabelTolerant)
	s.AddTool(mcp.NewTool("rename_webhook",
		mcp.WithDescription("Rename a webhook."), // want `add a sentence such as "Safe to retry: calling again with the same arguments has no further effect."$`
		mcp.WithString("webhook_id", mcp.Required()),
	), renameWebhook)
	// Says so already: silent.
	s.AddTool(mcp.NewTool("delete_webhook_documented",
		mcp.WithDescription("Delete a webhook. Safe to retry: a repeat reports that the webhook no longer exists."),
		mcp.WithString("webhook_id", mcp.Required()),
	), dropWebhook)
}
