// Package langbuiltin hands langchaingo's own ready-made tools to an
// agent: they are tools although their types are the framework's.
package langbuiltin

import (
	"github.com/tmc/langchaingo/agents"
	"github.com/tmc/langchaingo/llms"
	"github.com/tmc/langchaingo/tools"
	"github.com/tmc/langchaingo/tools/zapier"
)

func Agent(llm llms.Model) (*agents.OneShotZeroAgent, error) {
	zap, err := zapier.New(zapier.ToolOptions{Name: "send_report", ActionID: "a1"}) // want `tool send_report fw=langchaingo desc=<none> params=- handler=Tool.Call hints=-`
	if err != nil {
		return nil, err
	}
	opts := zapier.ToolOptions{ActionID: "a2"}
	other, _ := zapier.New(opts)                                                          // want `tool <dynamic> fw=langchaingo desc=<none> params=- handler=Tool.Call hints=-`
	return agents.NewOneShotAgent(llm, []tools.Tool{zap, other, tools.Calculator{}}), nil // want `tool <dynamic> fw=langchaingo desc=<none> params=- handler=Calculator.Call hints=-`
}
