// Package tools declares an assistant's tools through getters, one of
// which hands out the function that runs a call on the model's JSON
// arguments: that function is the handler.
package tools

import (
	"encoding/json"
	"net/http"
	"strings"
)

type Parameters struct {
	Type       string   `json:"type"`
	Properties any      `json:"properties"`
	Required   []string `json:"required"`
}

type Tool interface {
	GetName() string
	GetDescription() string
	GetFunction() func(params string) string
	GetParameters() Parameters
}

type SendTool struct{ base string } // want `tool chat_send fw=own\(tools.Tool\) desc="Sends a message to the linked chat." params=message handler=literal hints=-`

func (t *SendTool) GetName() string { return "chat_send" }

func (t *SendTool) GetDescription() string { return "Sends a message to the linked chat." }

func (t *SendTool) GetParameters() Parameters {
	return Parameters{Type: "object", Properties: map[string]any{"message": map[string]any{"type": "string"}}, Required: []string{"message"}}
}

func (t *SendTool) GetFunction() func(params string) string {
	return func(params string) string {
		var in struct{ Message string }
		if err := json.Unmarshal([]byte(params), &in); err != nil {
			return err.Error()
		}
		resp, err := http.Post(t.base+"/send", "text/plain", strings.NewReader(in.Message))
		if err != nil {
			return err.Error()
		}
		resp.Body.Close()
		return "sent"
	}
}
