// Package neutrallayer registers each tool through a helper that builds
// the tool's wire shape from its parameters and keeps it beside the
// handler it is given.
package neutrallayer

import (
	"context"
	"encoding/json"
	"net/http"
	"strings"
)

type ToolFunctionDefinition struct {
	Name        string         `json:"name"`
	Description string         `json:"description"`
	Parameters  map[string]any `json:"parameters"`
}

type ToolDefinition struct {
	Type     string                 `json:"type"`
	Function ToolFunctionDefinition `json:"function"`
}

type Handler func(ctx context.Context, args json.RawMessage) (string, error)

type Tool struct {
	Definition ToolDefinition
	Handler    Handler
}

type Registry struct {
	tools map[string]Tool
	base  string
}

func (r *Registry) register(name, description string, parameters map[string]any, handler Handler) {
	r.tools[name] = Tool{
		Definition: ToolDefinition{
			Type: "function",
			Function: ToolFunctionDefinition{
				Name:        name,
				Description: description,
				Parameters:  normalize(parameters),
			},
		},
		Handler: handler,
	}
}

func normalize(schema map[string]any) map[string]any {
	if schema == nil {
		return map[string]any{"type": "object"}
	}
	return schema
}

func (r *Registry) Definitions() []ToolDefinition {
	var out []ToolDefinition
	for _, t := range r.tools {
		out = append(out, t.Definition)
	}
	return out
}

func (r *Registry) registerAll(extra string) {
	r.register("send_message", "Send a message to a channel.", // want `tool send_message fw=neutral desc="Send a message to a channel." params=channel,text handler=Registry.sendMessage hints=-`
		map[string]any{"type": "object", "properties": map[string]any{"channel": map[string]any{"type": "string"}, "text": map[string]any{"type": "string"}}},
		r.sendMessage)
	r.register("list_channels", "List the channels.", nil, r.listChannels) // want `tool list_channels fw=neutral desc="List the channels." params=- handler=Registry.listChannels hints=-`
	// A name chosen at run time declares nothing here.
	r.register(extra, "A tool named by configuration.", nil, r.listChannels)
}

func (r *Registry) sendMessage(ctx context.Context, args json.RawMessage) (string, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, r.base+"/messages", strings.NewReader(string(args)))
	if err != nil {
		return "", err
	}
	if _, err := http.DefaultClient.Do(req); err != nil {
		return "", err
	}
	return "sent", nil
}

func (r *Registry) listChannels(ctx context.Context, args json.RawMessage) (string, error) {
	return "[]", nil
}
