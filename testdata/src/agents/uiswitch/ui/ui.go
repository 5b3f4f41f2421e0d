// Package ui shows each tool call in the chat: a switch on the tool's
// name that renders, which dispatches nothing and declares no tool.
package ui

import (
	"encoding/json"

	"agents/uiswitch/tools"
)

type Message struct {
	ToolCalls []tools.ToolCall
}

func renderParams(call tools.ToolCall) string {
	switch call.Name {
	case tools.NotifyToolName:
		var p struct{ Text string }
		_ = json.Unmarshal([]byte(call.Input), &p)
		return "notify: " + p.Text
	case tools.ViewToolName:
		return "view " + call.Input
	}
	return call.Name
}

func Render(m Message) []string {
	var out []string
	for _, c := range m.ToolCalls {
		out = append(out, renderParams(c))
	}
	return out
}
