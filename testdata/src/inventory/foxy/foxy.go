// Package foxy holds github.com/strowk/foxy-contexts tools: NewTool with a
// schema literal and a callback literal, NewTool with a toolinput schema
// and a method value, a tool constructor that fx provides, and a type
// implementing fxctx.Tool.
package foxy

import (
	"context"

	"github.com/strowk/foxy-contexts/pkg/fxctx"
	"github.com/strowk/foxy-contexts/pkg/mcp"
	"github.com/strowk/foxy-contexts/pkg/toolinput"
)

func ptr[T any](v T) *T { return &v }

// NewAddCommentTool is what fx provides to the server (fxctx.AsTool).
func NewAddCommentTool() fxctx.Tool {
	return fxctx.NewTool(
		&mcp.Tool{ // want `tool add_comment fw=foxy-contexts desc="Add a comment to an entity." params=entityId,description handler=literal hints=-`
			Name:        "add_comment",
			Description: ptr("Add a comment to an entity."),
			InputSchema: mcp.ToolInputSchema{
				Type: "object",
				Properties: map[string]map[string]interface{}{
					"entityId":    {"type": "integer"},
					"description": {"type": "string"},
				},
				Required: []string{"entityId", "description"},
			},
		},
		func(ctx context.Context, args map[string]interface{}) *mcp.CallToolResult {
			return &mcp.CallToolResult{Content: []interface{}{mcp.TextContent{Type: "text", Text: "ok"}}}
		},
	)
}

type Pods struct{}

var podSchema = toolinput.NewToolInputSchema(
	toolinput.WithRequiredString("namespace", "Namespace of the pod"),
	toolinput.WithString("name", "Pod name"),
)

func (p *Pods) Tool() fxctx.Tool {
	return fxctx.NewTool(&mcp.Tool{ // want `tool delete_pod fw=foxy-contexts desc="Delete a pod." params=namespace,name handler=Pods.remove hints=-`
		Name:        "delete_pod",
		Description: ptr("Delete a pod."),
		InputSchema: podSchema.GetMcpToolInputSchema(),
	}, p.remove)
}

func (p *Pods) remove(ctx context.Context, args map[string]interface{}) *mcp.CallToolResult {
	return &mcp.CallToolResult{}
}

// A type of its own implementing fxctx.Tool.
type listContexts struct{}

func (listContexts) GetMcpTool() *mcp.Tool {
	return &mcp.Tool{ // want `tool list_contexts fw=foxy-contexts desc="List the contexts." params=- handler=listContexts.Callback hints=-`
		Name:        "list_contexts",
		Description: ptr("List the contexts."),
	}
}

func (listContexts) Callback(ctx context.Context, args map[string]interface{}) *mcp.CallToolResult {
	return &mcp.CallToolResult{}
}

var _ = fxctx.AsTool(NewAddCommentTool)

// An mcp.Tool that no NewTool and no fxctx.Tool returns declares nothing:
// a client listing a server's tools.
func describe() *mcp.Tool {
	return &mcp.Tool{Name: "remote_tool"}
}
