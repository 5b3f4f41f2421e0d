// Stub of github.com/anthropics/anthropic-sdk-go/v2@v2.15.0 anthropic for analysistest: the exported API subset idemlint reads.

package anthropic

import (
	"encoding/json"

	"github.com/anthropics/anthropic-sdk-go/v2/packages/param"
	"github.com/anthropics/anthropic-sdk-go/v2/shared/constant"
)

type BetaMessageNewParams struct {
	MaxTokens int64                `json:"max_tokens" api:"required"`
	Messages  []BetaMessageParam   `json:"messages,omitzero" api:"required"`
	Model     Model                `json:"model,omitzero" api:"required"`
	System    []BetaTextBlockParam `json:"system,omitzero"`
	Tools     []BetaToolUnionParam `json:"tools,omitzero"`
	Betas     []AnthropicBeta      `header:"anthropic-beta,omitzero" json:"-"`
	paramObj
}

type BetaMessage struct {
	ID         string                  `json:"id" api:"required"`
	Content    []BetaContentBlockUnion `json:"content" api:"required"`
	Model      Model                   `json:"model" api:"required"`
	Role       constant.Assistant      `json:"role" default:"assistant"`
	StopReason BetaStopReason          `json:"stop_reason" api:"required"`
	Type       constant.Message        `json:"type" default:"message"`
}

type BetaStopReason string

const (
	BetaStopReasonEndTurn      BetaStopReason = "end_turn"
	BetaStopReasonMaxTokens    BetaStopReason = "max_tokens"
	BetaStopReasonStopSequence BetaStopReason = "stop_sequence"
	BetaStopReasonToolUse      BetaStopReason = "tool_use"
	BetaStopReasonPauseTurn    BetaStopReason = "pause_turn"
	BetaStopReasonRefusal      BetaStopReason = "refusal"
)

type BetaContentBlockUnion struct {
	Text  string          `json:"text"`
	Type  string          `json:"type"`
	ID    string          `json:"id"`
	Input json.RawMessage `json:"input"`
	Name  string          `json:"name"`
}

func (u BetaContentBlockUnion) AsToolUse() (v BetaToolUseBlock) { return }

type BetaToolUseBlock struct {
	ID          string           `json:"id" api:"required"`
	Input       any              `json:"input" api:"required"`
	Name        string           `json:"name" api:"required"`
	Type        constant.ToolUse `json:"type" default:"tool_use"`
	ToolsetName string           `json:"toolset_name" api:"nullable"`
}

func NewBetaCacheControlEphemeralParam() BetaCacheControlEphemeralParam {
	return BetaCacheControlEphemeralParam{
		Type: "ephemeral",
	}
}

type BetaCacheControlEphemeralParam struct {
	TTL  BetaCacheControlEphemeralTTL `json:"ttl,omitzero"`
	Type constant.Ephemeral           `json:"type" default:"ephemeral"`
	paramObj
}

type BetaCacheControlEphemeralTTL string

const (
	BetaCacheControlEphemeralTTLTTL5m BetaCacheControlEphemeralTTL = "5m"
	BetaCacheControlEphemeralTTLTTL1h BetaCacheControlEphemeralTTL = "1h"
)

type BetaToolParam struct {
	InputSchema         BetaToolInputSchemaParam       `json:"input_schema,omitzero" api:"required"`
	Name                string                         `json:"name" api:"required"`
	EagerInputStreaming param.Opt[bool]                `json:"eager_input_streaming,omitzero"`
	DeferLoading        param.Opt[bool]                `json:"defer_loading,omitzero"`
	Description         param.Opt[string]              `json:"description,omitzero"`
	Strict              param.Opt[bool]                `json:"strict,omitzero"`
	Type                BetaToolType                   `json:"type,omitzero"`
	AllowedCallers      []string                       `json:"allowed_callers,omitzero"`
	CacheControl        BetaCacheControlEphemeralParam `json:"cache_control,omitzero"`
	InputExamples       []map[string]any               `json:"input_examples,omitzero"`
	paramObj
}

type BetaToolInputSchemaParam struct {
	Properties  any             `json:"properties,omitzero"`
	Required    []string        `json:"required,omitzero"`
	Type        constant.Object `json:"type" default:"object"`
	ExtraFields map[string]any  `json:"-" api:"extrafields"`
	paramObj
}

func (r *BetaToolInputSchemaParam) UnmarshalJSON(data []byte) error { return nil }

type BetaToolType string

const (
	BetaToolTypeCustom BetaToolType = "custom"
)

func BetaToolUnionParamOfTool(inputSchema BetaToolInputSchemaParam, name string) BetaToolUnionParam {
	var variant BetaToolParam
	variant.InputSchema = inputSchema
	variant.Name = name
	return BetaToolUnionParam{OfTool: &variant}
}

type BetaToolUnionParam struct {
	OfTool *BetaToolParam `json:",omitzero,inline"`
	paramUnion
}

type BetaContentBlockParamUnion struct {
	OfText       *BetaTextBlockParam       `json:",omitzero,inline"`
	OfToolResult *BetaToolResultBlockParam `json:",omitzero,inline"`
	paramUnion
}

type BetaTextBlockParam struct {
	Text         string                         `json:"text" api:"required"`
	CacheControl BetaCacheControlEphemeralParam `json:"cache_control,omitzero"`
	Type         constant.Text                  `json:"type" default:"text"`
	paramObj
}

func NewBetaTextBlock(text string) BetaContentBlockParamUnion {
	var variant BetaTextBlockParam
	variant.Text = text
	return BetaContentBlockParamUnion{OfText: &variant}
}

func NewBetaToolResultBlock(toolUseID string, content string, isError bool) BetaContentBlockParamUnion {
	var toolBlock BetaToolResultBlockParam
	toolBlock.ToolUseID = toolUseID
	toolBlock.Content = []BetaToolResultBlockParamContentUnion{
		{OfText: &BetaTextBlockParam{Text: content}},
	}
	toolBlock.IsError = Bool(isError)
	return BetaContentBlockParamUnion{OfToolResult: &toolBlock}
}

type BetaToolResultBlockParam struct {
	ToolUseID    string                                 `json:"tool_use_id" api:"required"`
	ToolsetName  param.Opt[string]                      `json:"toolset_name,omitzero"`
	IsError      param.Opt[bool]                        `json:"is_error,omitzero"`
	CacheControl BetaCacheControlEphemeralParam         `json:"cache_control,omitzero"`
	Content      []BetaToolResultBlockParamContentUnion `json:"content,omitzero"`
	Type         constant.ToolResult                    `json:"type" default:"tool_result"`
	paramObj
}

func NewBetaToolResultTextBlockParam(toolUseID string, text string, isError bool) BetaToolResultBlockParam {
	var p BetaToolResultBlockParam
	p.ToolUseID = toolUseID
	p.IsError = param.NewOpt(isError)
	p.Content = []BetaToolResultBlockParamContentUnion{
		{OfText: &BetaTextBlockParam{Text: text}},
	}
	return p
}

type BetaToolResultBlockParamContentUnion struct {
	OfText *BetaTextBlockParam `json:",omitzero,inline"`
	paramUnion
}
