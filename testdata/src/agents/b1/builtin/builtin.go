package builtin

import (
	"context"
	"encoding/json"

	"agents/b1/tooling"
)

var _ tooling.Tool = (*PostMessage)(nil)

type PostMessage struct{} // want `tool post_message fw=own\(tooling.Tool\) desc="Post a message to a channel." params=channel,text handler=PostMessage.Execute hints=-`

func (*PostMessage) Name() string { return "post_message" }

func (*PostMessage) Description() string { return "Post a message to a channel." }

func (*PostMessage) Schema() map[string]any {
	return map[string]any{
		"type": "object",
		"properties": map[string]any{
			"channel": map[string]any{"type": "string"},
			"text":    map[string]any{"type": "string"},
		},
	}
}

func (*PostMessage) Execute(ctx context.Context, input json.RawMessage) (string, error) {
	return "posted", nil
}
