// Package openailookalike must yield no tool: every declaration here only
// looks like an OpenAI or Anthropic tool.
package openailookalike

import (
	"context"
	"encoding/json"
	"strings"

	"example.com/fake/openai"
)

// A package named openai at a different import path, used like openai-go v3.
var RefundTool = openai.ChatCompletionFunctionTool(openai.FunctionDefinitionParam{
	Name:        "issue_refund",
	Description: openai.String("Issue a refund for an order."),
	Parameters: openai.FunctionParameters{
		"type":       "object",
		"properties": map[string]any{"order_id": map[string]any{"type": "string"}},
	},
})

var Handlers = map[string]openai.AgentToolHandler{
	"issue_refund": func(ctx context.Context, args map[string]any) (any, error) { return "ok", nil },
}

// A dispatch over the look-alike's tool calls.
func Handle(ctx context.Context, call openai.ToolCall) openai.ChatCompletionMessage {
	out := ""
	switch call.Function.Name {
	case "issue_refund":
		var in struct {
			OrderID string `json:"order_id"`
		}
		_ = json.Unmarshal([]byte(call.Function.Arguments), &in)
		out = "refund " + in.OrderID
	}
	return openai.ChatCompletionMessage{Role: openai.ChatMessageRoleTool, Content: out, ToolCallID: call.ID}
}

// A switch on a plain command string.
func Command(line string) string {
	switch verb, _, _ := strings.Cut(line, " "); verb {
	case "refund":
		return "refunding"
	case "cancel":
		return "cancelling"
	case "lookup_order":
		return "looking up"
	}
	if line != "help" {
		return "unknown command"
	}
	return "commands: refund, cancel, lookup_order"
}

// Methods shaped like anthropic.BetaTool, but InputSchema and Execute have
// other types, so the type does not implement it: not an anthropic tool,
// but a tool of the application's own by its shape (a name, a description,
// a JSON schema and a run method taking the model's arguments).
type EscalateTicketTool struct{} // want `tool escalate_ticket fw=own\(openailookalike.EscalateTicketTool\) desc="Escalate a support ticket." params=ticket_id handler=EscalateTicketTool.Execute hints=-`

func (EscalateTicketTool) Name() string        { return "escalate_ticket" }
func (EscalateTicketTool) Description() string { return "Escalate a support ticket." }
func (EscalateTicketTool) InputSchema() map[string]any {
	return map[string]any{"type": "object", "properties": map[string]any{"ticket_id": map[string]any{"type": "string"}}}
}
func (EscalateTicketTool) Execute(ctx context.Context, input json.RawMessage) (string, error) {
	return "escalated", nil
}
