// Stub of github.com/openai/openai-go/v3@v3.98.0 openai for analysistest: the exported API subset idemlint reads.

package openai

import (
	"context"

	"github.com/openai/openai-go/v3/packages/param"
)

type AgentToolHandler func(context.Context, map[string]any) (any, error)

type AgentSessionStreamParams struct {
	Input          any
	ToolHandlers   map[string]AgentToolHandler
	OnToolError    func(context.Context, BetaAgentToolError)
	IdempotencyKey param.Opt[string]
}

type AgentSessionStream struct {
	current AgentSessionEventUnion
	err     error
}

func (s *AgentSessionStream) Next() (ok bool) { return false }

func (s *AgentSessionStream) Current() AgentSessionEventUnion { return s.current }

func (s *AgentSessionStream) Err() error { return s.err }

func (s *AgentSessionStream) Close() error { return nil }

type BetaAgentToolError struct {
	Err       error
	ToolName  string
	SessionID string
	TurnID    string
	CallID    string
	Stage     BetaAgentToolErrorStage
}

type BetaAgentToolErrorStage string

const (
	BetaAgentToolErrorStageArguments BetaAgentToolErrorStage = "arguments"
	BetaAgentToolErrorStageExecution BetaAgentToolErrorStage = "execution"
	BetaAgentToolErrorStageOutput    BetaAgentToolErrorStage = "output"
)
