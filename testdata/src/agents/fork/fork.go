// Package fork declares its tools with a fork of langchaingo published
// under its own path (github.com/vxcontrol/langchaingo): the fork keeps
// the upstream's API, and its tools are langchaingo's.
package fork

import (
	"context"
	"net/http"

	"github.com/vxcontrol/langchaingo/llms"
)

type StopFlowTool struct{ hc *http.Client }

func (t *StopFlowTool) Definition() llms.Tool {
	return llms.Tool{
		Type: "function",
		Function: &llms.FunctionDefinition{ // want `tool stop_flow fw=langchaingo desc="Stop the running flow." params=- handler=StopFlowTool.Execute hints=-`
			Name:        "stop_flow",
			Description: "Stop the running flow.",
		},
	}
}

func (t *StopFlowTool) Execute(ctx context.Context, call llms.ToolCall) (*llms.MessageContent, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, "https://flows.example/stop", nil)
	if err != nil {
		return nil, err
	}
	_, err = t.hc.Do(req)
	return nil, err
}
