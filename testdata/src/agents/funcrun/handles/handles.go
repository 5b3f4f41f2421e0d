// Package handles declares a bot's tools through an interface whose
// Handler method hands out the function that runs a call: that function
// takes the model's JSON arguments, then a handle to the conversation.
package handles

import (
	"context"
	"net/http"
	"strings"
)

type AgentHandle interface{ ChannelID() string }

type ToolHandler func(ctx context.Context, argumentsJSON string, handle AgentHandle) (string, error)

type Tool interface {
	Name() string
	Description() string
	Parameters() map[string]any
	Handler() ToolHandler
}

var registry = map[string]Tool{}

func Register(t Tool) { registry[t.Name()] = t }

type PostTool struct{ base string } // want `tool post fw=own\(handles.Tool\) desc="Post a message to the channel." params=text handler=literal hints=-`

func (PostTool) Name() string        { return "post" }
func (PostTool) Description() string { return "Post a message to the channel." }
func (PostTool) Parameters() map[string]any {
	return map[string]any{"type": "object", "properties": map[string]any{"text": map[string]any{"type": "string"}}}
}

func (t PostTool) Handler() ToolHandler {
	return func(ctx context.Context, argumentsJSON string, handle AgentHandle) (string, error) {
		req, err := http.NewRequestWithContext(ctx, http.MethodPost, t.base+"/channels/"+handle.ChannelID()+"/messages", strings.NewReader(argumentsJSON))
		if err != nil {
			return "", err
		}
		if _, err := http.DefaultClient.Do(req); err != nil {
			return "", err
		}
		return "posted", nil
	}
}

func init() { Register(PostTool{}) }
