// Package held keeps each built-in tool's wire shape beside the function
// that runs it, in a struct of its own that embeds the wire type.
package held

import (
	"context"
	"encoding/json"
	"net/http"

	"agents/wire/provider"
)

// Out is what a tool answers; it carries no error of Go's.
type Out struct {
	Content string
	IsError bool
}

// Run runs one call with its arguments undecoded.
type Run func(ctx context.Context, input json.RawMessage) Out

// AgentTool extends the wire type with what runs it.
type AgentTool struct {
	provider.ToolDefinition
	Run   Run
	Audit func(input json.RawMessage) map[string]any // a second function of the arguments
	Label func() string
}

// OneRun has a single function of the arguments: it runs the call.
type OneRun struct {
	provider.ToolDefinition
	Run   Run
	Label func() string
}

var client = &http.Client{}

func NewPostTool() *OneRun {
	return &OneRun{
		ToolDefinition: provider.ToolDefinition{
			Type: "function",
			Function: provider.ToolFunctionDefinition{ // want `tool post_message fw=neutral desc="Post a message to the channel." params=text handler=postRun hints=-`
				Name:        "post_message",
				Description: "Post a message to the channel.",
				Parameters:  map[string]any{"type": "object", "properties": map[string]any{"text": map[string]any{"type": "string"}}},
			},
		},
		Run:   postRun,
		Label: func() string { return "post" },
	}
}

func NewRemoteTool(base string) *OneRun {
	return &OneRun{
		ToolDefinition: provider.ToolDefinition{
			Type: "function",
			Function: provider.ToolFunctionDefinition{ // want `tool start_remote fw=neutral desc="Start a remote session." params=message handler=literal hints=-`
				Name:        "start_remote",
				Description: "Start a remote session.",
				Parameters:  map[string]any{"type": "object", "properties": map[string]any{"message": map[string]any{"type": "string"}}},
			},
		},
		Run: makeRemoteRun(base),
	}
}

// Two functions take the arguments: which runs the call is not known, so
// the tool is left to a dispatch by name (here none).
func NewAuditedTool() *AgentTool {
	return &AgentTool{
		ToolDefinition: provider.ToolDefinition{
			Type: "function",
			Function: provider.ToolFunctionDefinition{ // want `tool audited fw=neutral desc="Do something audited." params=what handler=none hints=-`
				Name:        "audited",
				Description: "Do something audited.",
				Parameters:  map[string]any{"type": "object", "properties": map[string]any{"what": map[string]any{"type": "string"}}},
			},
		},
		Run:   postRun,
		Audit: func(json.RawMessage) map[string]any { return nil },
	}
}

func postRun(ctx context.Context, input json.RawMessage) Out {
	req, _ := http.NewRequestWithContext(ctx, http.MethodPost, "https://chat.example/post", nil)
	if _, err := client.Do(req); err != nil {
		return Out{Content: err.Error(), IsError: true}
	}
	return Out{Content: "posted"}
}

func makeRemoteRun(base string) Run {
	return func(ctx context.Context, input json.RawMessage) Out {
		req, _ := http.NewRequestWithContext(ctx, http.MethodPost, base+"/sessions", nil)
		if _, err := client.Do(req); err != nil {
			return Out{Content: err.Error(), IsError: true}
		}
		return Out{Content: "started"}
	}
}
