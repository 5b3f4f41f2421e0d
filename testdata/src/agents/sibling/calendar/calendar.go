// Package calendar declares each tool in a method of its type and runs
// it in another: the runner is the tool's handler.
package calendar

import (
	"context"
	"net/http"

	"github.com/sashabaranov/go-openai"
	"github.com/tmc/langchaingo/llms"
)

type CreateEventTool struct{ hc *http.Client }

func (t *CreateEventTool) Definition() llms.Tool {
	return llms.Tool{
		Type: "function",
		Function: &llms.FunctionDefinition{ // want `tool CreateCalendarEvent fw=langchaingo desc="Create a calendar event." params=- handler=CreateEventTool.Execute hints=-`
			Name:        "CreateCalendarEvent",
			Description: "Create a calendar event.",
		},
	}
}

func (t *CreateEventTool) Execute(ctx context.Context, call llms.ToolCall) (*llms.MessageContent, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, "https://calendar.example/events", nil)
	if err != nil {
		return nil, err
	}
	_, err = t.hc.Do(req)
	return nil, err
}

// SystemPrompt takes no context: it is no runner.
func (t *CreateEventTool) SystemPrompt() string { return "" }

type ThreadTool struct{}

func (t *ThreadTool) OpenAI() []openai.Tool {
	return []openai.Tool{{Type: openai.ToolTypeFunction, Function: &openai.FunctionDefinition{ // want `tool CreateThread fw=go-openai desc="Comment on a pull request." params=- handler=ThreadTool.Execute hints=-`
		Name:        "CreateThread",
		Description: "Comment on a pull request.",
	}}}
}

func (t *ThreadTool) Execute(ctx context.Context, meta string, args map[string]any) (string, error) {
	return "", nil
}

// TwoRunners has two methods that could run it: which one does is not
// known, and none is linked.
type TwoRunners struct{}

func (t *TwoRunners) Definition() llms.Tool {
	return llms.Tool{Function: &llms.FunctionDefinition{Name: "Ambiguous", Description: "Either."}} // want `tool Ambiguous fw=langchaingo desc="Either." params=- handler=none hints=-`
}

func (t *TwoRunners) Run(ctx context.Context, args string) (string, error)    { return "", nil }
func (t *TwoRunners) Invoke(ctx context.Context, args string) (string, error) { return "", nil }

// Pair declares two tools in one method: no one runner is theirs.
type Pair struct{}

func (p *Pair) Tools() []llms.Tool {
	return []llms.Tool{
		{Function: &llms.FunctionDefinition{Name: "first", Description: "One."}},  // want `tool first fw=langchaingo desc="One." params=- handler=none hints=-`
		{Function: &llms.FunctionDefinition{Name: "second", Description: "Two."}}, // want `tool second fw=langchaingo desc="Two." params=- handler=none hints=-`
	}
}

func (p *Pair) Execute(ctx context.Context, call llms.ToolCall) (string, error) { return "", nil }
