// Package tools is a coding agent's own tool layer: each tool gives its
// ToolInfo and runs the call; package provider converts the infos to the
// SDK.
package tools

import (
	"context"
	"net/http"
	"strings"
)

type ToolInfo struct {
	Name        string
	Description string
	Parameters  map[string]any
	Required    []string
}

type ToolCall struct {
	ID    string `json:"id"`
	Name  string `json:"name"`
	Input string `json:"input"`
}

type ToolResponse struct {
	Content string
	IsError bool
}

type BaseTool interface {
	Info() ToolInfo
	Run(ctx context.Context, call ToolCall) (ToolResponse, error)
}

const (
	NotifyToolName = "notify"
	ViewToolName   = "view"
)

type notifyTool struct{ hc *http.Client }

func (t *notifyTool) Info() ToolInfo {
	return ToolInfo{ // want `tool notify fw=own\(tools.BaseTool\) desc="Post a notice to the team channel." params=text handler=notifyTool.Run hints=-`
		Name:        NotifyToolName,
		Description: "Post a notice to the team channel.",
		Parameters:  map[string]any{"text": map[string]any{"type": "string"}},
		Required:    []string{"text"},
	}
}

func (t *notifyTool) Run(ctx context.Context, call ToolCall) (ToolResponse, error) {
	_, err := t.hc.Post("https://chat.example/notices", "application/json", strings.NewReader(call.Input))
	if err != nil {
		return ToolResponse{Content: err.Error(), IsError: true}, nil
	}
	return ToolResponse{Content: "posted"}, nil
}

type viewTool struct{}

func (viewTool) Info() ToolInfo {
	return ToolInfo{Name: ViewToolName, Description: "Show a file."} // want `tool view fw=own\(tools.BaseTool\) desc="Show a file." params=- handler=viewTool.Run hints=-`
}

func (viewTool) Run(ctx context.Context, call ToolCall) (ToolResponse, error) {
	return ToolResponse{Content: call.Input}, nil
}

func All(hc *http.Client) []BaseTool { return []BaseTool{&notifyTool{hc: hc}, viewTool{}} }
