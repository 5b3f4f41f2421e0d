package mcpgo

import (
	"context"
	"encoding/json"
	"net/http"

	"github.com/mark3labs/mcp-go/mcp"
)

func postComment(ctx context.Context, id string) error {
	r, err := http.NewRequestWithContext(ctx, http.MethodPost, "https://tracker.example/issues/"+id+"/comments", nil)
	if err != nil {
		return err
	}
	resp, err := http.DefaultClient.Do(r)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// Each write's error is kept in the answer, item by item: the answer
// says "error" for an item whose comment may have been posted. The
// failure returned after the loop is json.Marshal's own, not a write's.
func batchComment(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	results := map[string]string{}
	for _, id := range req.GetStringSlice("ids", nil) {
		if err := postComment(ctx, id); err != nil {
			results[id] = "error: " + err.Error()
		} else {
			results[id] = "commented"
		}
	}
	data, err := json.Marshal(results)
	if err != nil {
		return mcp.NewToolResultError("marshal: " + err.Error()), nil
	}
	return mcp.NewToolResultText(string(data)), nil // want `a timeout from postComment is returned as a failure`
}

// The failure tells the agent not to retry: an honest answer.
func commentTold(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := postComment(ctx, req.GetString("id", "")); err != nil {
		return mcp.NewToolResultError("the comment may not have been posted: check the issue, do not retry blindly"), nil
	}
	return mcp.NewToolResultText("commented"), nil
}
