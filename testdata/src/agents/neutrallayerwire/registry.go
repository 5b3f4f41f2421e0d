// Package neutrallayerwire registers each tool through a helper that
// builds MCP's wire shape of the tool from its parameters in a local
// variable, keeps it beside the handler under the tool's name, and logs
// one of the names specially: that test of its own parameter is no
// dispatch of a model's call.
package neutrallayerwire

import (
	"context"
	"log"
	"net/http"
)

type Tool struct {
	Name        string         `json:"name"`
	Description string         `json:"description,omitempty"`
	InputSchema map[string]any `json:"inputSchema"`
}

type CallToolResult struct {
	Text    string `json:"text"`
	IsError bool   `json:"isError,omitempty"`
}

type ToolHandler func(ctx context.Context, args map[string]any) (*CallToolResult, error)

type ToolDefinition struct {
	Tool    Tool
	Handler ToolHandler
}

type Registry struct {
	tools map[string]*ToolDefinition
	base  string
}

func (r *Registry) Register(name string, description string, inputSchema map[string]any, handler ToolHandler) {
	tool := Tool{
		Name:        name,
		Description: description,
		InputSchema: inputSchema,
	}
	r.tools[name] = &ToolDefinition{
		Tool:    tool,
		Handler: handler,
	}
	if name == "delete_volume" {
		log.Printf("registered %s", name)
	}
}

func (r *Registry) ListTools() []Tool {
	var out []Tool
	for _, def := range r.tools {
		out = append(out, def.Tool)
	}
	return out
}

func (r *Registry) ExecuteTool(ctx context.Context, name string, args map[string]any) (*CallToolResult, error) {
	return r.tools[name].Handler(ctx, args)
}

func RegisterVolumeTools(r *Registry) {
	r.Register("delete_volume", "Delete a volume.", // want `tool delete_volume fw=neutral desc="Delete a volume." params=uuid handler=literal hints=-`
		map[string]any{"type": "object", "properties": map[string]any{"uuid": map[string]any{"type": "string"}}},
		func(ctx context.Context, args map[string]any) (*CallToolResult, error) {
			uuid, _ := args["uuid"].(string)
			req, err := http.NewRequestWithContext(ctx, http.MethodDelete, r.base+"/volumes/"+uuid, nil)
			if err != nil {
				return nil, err
			}
			if _, err := http.DefaultClient.Do(req); err != nil {
				return &CallToolResult{Text: err.Error(), IsError: true}, nil
			}
			return &CallToolResult{Text: "deleted"}, nil
		})
	r.Register("list_volumes", "List the volumes.", nil, // want `tool list_volumes fw=neutral desc="List the volumes." params=- handler=literal hints=-`
		func(ctx context.Context, args map[string]any) (*CallToolResult, error) {
			return &CallToolResult{Text: "[]"}, nil
		})
}
