// Package sibling declares a tool in a method of its own tool type and
// runs it in the type's Execute: the write there is the tool's.
package sibling

import (
	"context"
	"net/http"

	"github.com/tmc/langchaingo/llms"
)

type CreateEventTool struct{ hc *http.Client }

func (t *CreateEventTool) Definition() llms.Tool {
	return llms.Tool{Type: "function", Function: &llms.FunctionDefinition{Name: "CreateCalendarEvent", Description: "Create a calendar event."}}
}

func (t *CreateEventTool) Execute(ctx context.Context, call llms.ToolCall) (*llms.MessageContent, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, "https://calendar.example/events", nil)
	if err != nil {
		return nil, err
	}
	_, err = t.hc.Do(req) // want `^CreateCalendarEvent calls Do with no idempotency key and no ledger lookup before it; a retried call creates a duplicate$`
	return nil, err
}

type CurrentTimeTool struct{ hc *http.Client }

func (t *CurrentTimeTool) Definition() llms.Tool {
	return llms.Tool{Type: "function", Function: &llms.FunctionDefinition{Name: "CurrentTime", Description: "Tell the time."}}
}

// Execute reads: no report.
func (t *CurrentTimeTool) Execute(ctx context.Context, call llms.ToolCall) (*llms.MessageContent, error) {
	_, err := t.hc.Get("https://time.example/now")
	return nil, err
}
