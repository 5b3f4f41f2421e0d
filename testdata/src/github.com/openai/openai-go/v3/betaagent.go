// Stub of github.com/openai/openai-go/v3@v3.98.0 openai for analysistest: the exported API subset idemlint reads.

package openai

import (
	"context"

	"github.com/openai/openai-go/v3/option"
	"github.com/openai/openai-go/v3/packages/param"
	"github.com/openai/openai-go/v3/packages/ssestream"
	"github.com/openai/openai-go/v3/shared/constant"
)

type BetaService struct {
	Options []option.RequestOption
	Agents  BetaAgentService
}

type BetaAgentService struct {
	Options  []option.RequestOption
	Sessions BetaAgentSessionService
}

func (r *BetaAgentService) New(ctx context.Context, body BetaAgentNewParams, opts ...option.RequestOption) (res *Agent, err error) {
	return nil, nil
}

type BetaAgentSessionService struct {
	Options []option.RequestOption
}

func (r *BetaAgentSessionService) New(ctx context.Context, body BetaAgentSessionNewParams, opts ...option.RequestOption) (res *AgentSession, err error) {
	return nil, nil
}

func (r *BetaAgentSessionService) NewStreaming(ctx context.Context, body BetaAgentSessionNewParams, opts ...option.RequestOption) (stream *ssestream.Stream[AgentSessionEventUnion]) {
	return &ssestream.Stream[AgentSessionEventUnion]{}
}

func (r *BetaAgentSessionService) Stream(ctx context.Context, sessionID string, params AgentSessionStreamParams, opts ...option.RequestOption) *AgentSessionStream {
	return &AgentSessionStream{}
}

type Agent struct {
	ID           string            `json:"id" api:"required"`
	CreatedAt    int64             `json:"created_at" api:"required"`
	Instructions string            `json:"instructions" api:"required"`
	Metadata     map[string]string `json:"metadata" api:"required"`
	Model        string            `json:"model" api:"required"`
	Name         string            `json:"name" api:"required"`
	UpdatedAt    int64             `json:"updated_at" api:"required"`
}

type AgentSession struct {
	ID           string            `json:"id" api:"required"`
	CreatedAt    int64             `json:"created_at" api:"required"`
	Error        string            `json:"error" api:"required"`
	LastActiveAt int64             `json:"last_active_at" api:"required"`
	Metadata     map[string]string `json:"metadata" api:"required"`
	VaultIDs     []string          `json:"vault_ids" api:"required"`
}

type AgentSessionEventUnion struct {
	EventID   string `json:"event_id"`
	SessionID string `json:"session_id"`
	Type      string `json:"type"`
	TurnID    string `json:"turn_id"`
	Delta     string `json:"delta"`
	ItemID    string `json:"item_id"`
	Text      string `json:"text"`
}

type BetaAgentNewParams struct {
	Model        string                         `json:"model" api:"required"`
	Instructions param.Opt[string]              `json:"instructions,omitzero"`
	Name         param.Opt[string]              `json:"name,omitzero"`
	Metadata     map[string]string              `json:"metadata,omitzero"`
	Tools        []PersistedAgentToolParamUnion `json:"tools,omitzero"`
	paramObj
}

type BetaAgentSessionNewParams struct {
	ToolHandlers map[string]AgentToolHandler    `json:"-"`
	AgentID      param.Opt[string]              `json:"agent_id,omitzero"`
	Metadata     map[string]string              `json:"metadata,omitzero"`
	VaultIDs     []string                       `json:"vault_ids,omitzero"`
	Agent        BetaAgentSessionNewParamsAgent `json:"agent,omitzero"`
	paramObj
}

type BetaAgentSessionNewParamsAgent struct {
	Instructions param.Opt[string]     `json:"instructions,omitzero"`
	Model        param.Opt[string]     `json:"model,omitzero"`
	ServiceTier  string                `json:"service_tier,omitzero"`
	Tools        []AgentToolParamUnion `json:"tools,omitzero"`
	paramObj
}

func AgentToolParamOfParamFunction(description string, name string, parameters map[string]any) AgentToolParamUnion {
	var paramFunction AgentToolParamFunction
	paramFunction.Description = description
	paramFunction.Name = name
	paramFunction.Parameters = parameters
	return AgentToolParamUnion{OfParamFunction: &paramFunction}
}

type AgentToolParamUnion struct {
	OfParamFunction *AgentToolParamFunction `json:",omitzero,inline"`
	paramUnion
}

type AgentToolParamFunction struct {
	Description  string            `json:"description" api:"required"`
	Name         string            `json:"name" api:"required"`
	Parameters   map[string]any    `json:"parameters,omitzero" api:"required"`
	Async        param.Opt[bool]   `json:"async,omitzero"`
	DeferLoading param.Opt[bool]   `json:"defer_loading,omitzero"`
	Type         constant.Function `json:"type" default:"function"`
	paramObj
}

func PersistedAgentToolParamOfParamFunction(description string, name string, parameters map[string]any) PersistedAgentToolParamUnion {
	var paramFunction PersistedAgentToolParamFunction
	paramFunction.Description = description
	paramFunction.Name = name
	paramFunction.Parameters = parameters
	return PersistedAgentToolParamUnion{OfParamFunction: &paramFunction}
}

type PersistedAgentToolParamUnion struct {
	OfParamFunction *PersistedAgentToolParamFunction `json:",omitzero,inline"`
	paramUnion
}

func (u PersistedAgentToolParamUnion) GetDescription() *string {
	if vt := u.OfParamFunction; vt != nil {
		return &vt.Description
	}
	return nil
}

type PersistedAgentToolParamFunction struct {
	Description  string            `json:"description" api:"required"`
	Name         string            `json:"name" api:"required"`
	Parameters   map[string]any    `json:"parameters,omitzero" api:"required"`
	Async        param.Opt[bool]   `json:"async,omitzero"`
	DeferLoading param.Opt[bool]   `json:"defer_loading,omitzero"`
	Type         constant.Function `json:"type" default:"function"`
	paramObj
}
