// Package forkapp gives a model tools through a fork of a chat SDK: the
// fork's wire type declares each tool by its shape, as the SDK's would,
// and the dispatch on the call's name links its handler.
package forkapp

import (
	"context"
	"encoding/json"
	"net/http"
	"strings"

	"agents/wire/fork"
)

var defs = []fork.Tool{
	{Type: fork.ToolTypeFunction, Function: &fork.FunctionDefinition{ // want `tool post_note fw=neutral desc="Post a note." params=text handler=case hints=-`
		Name:        "post_note",
		Description: "Post a note.",
		Parameters:  map[string]any{"type": "object", "properties": map[string]any{"text": map[string]any{"type": "string"}}},
	}},
}

func postNote(ctx context.Context, args string) (string, error) {
	var a struct {
		Text string `json:"text"`
	}
	if err := json.Unmarshal([]byte(args), &a); err != nil {
		return "", err
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, "https://notes.example/notes", strings.NewReader(a.Text))
	if err != nil {
		return "", err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return "", err
	}
	resp.Body.Close()
	return "ok", nil
}

func Loop(ctx context.Context, c *fork.Client) error {
	resp, err := c.CreateChatCompletion(ctx, fork.ChatCompletionRequest{Model: "m", Tools: defs}, nil)
	if err != nil {
		return err
	}
	for _, tc := range resp.Choices[0].Message.ToolCalls {
		switch tc.Function.Name {
		case "post_note":
			if _, err := postNote(ctx, tc.Function.Arguments); err != nil {
				return err
			}
		}
	}
	return nil
}
