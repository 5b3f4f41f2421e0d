package builtin

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"

	"example.com/agents/tooling"
)

var _ tooling.Tool = (*PostMessage)(nil)

type PostMessage struct{}

func (*PostMessage) Name() string        { return "post_message" }
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
	resp, err := http.Post("https://chat.example.com/api/chat.postMessage", "application/json", bytes.NewReader(input))
	if err != nil {
		return "", err
	}
	defer resp.Body.Close()
	return "posted", nil
}
