// Stub of github.com/anthropics/anthropic-sdk-go@v1.84.0 anthropic for analysistest: the exported API subset idemlint reads.

package anthropic

import (
	"encoding/json"

	"github.com/anthropics/anthropic-sdk-go/packages/param"
	"github.com/anthropics/anthropic-sdk-go/shared/constant"
)

type Model = string

const (
	ModelClaudeOpus4_6            Model = "claude-opus-4-6"
	ModelClaudeSonnet4_6          Model = "claude-sonnet-4-6"
	ModelClaudeHaiku4_5           Model = "claude-haiku-4-5"
	ModelClaudeSonnet4_5          Model = "claude-sonnet-4-5"
	ModelClaudeSonnet4_5_20250929 Model = "claude-sonnet-4-5-20250929"
)

type MessageNewParams struct {
	MaxTokens int64            `json:"max_tokens" api:"required"`
	Messages  []MessageParam   `json:"messages,omitzero" api:"required"`
	Model     Model            `json:"model,omitzero" api:"required"`
	System    []TextBlockParam `json:"system,omitzero"`
	Tools     []ToolUnionParam `json:"tools,omitzero"`
	paramObj
}

type Message struct {
	ID         string              `json:"id" api:"required"`
	Content    []ContentBlockUnion `json:"content" api:"required"`
	Model      Model               `json:"model" api:"required"`
	Role       constant.Assistant  `json:"role" default:"assistant"`
	StopReason StopReason          `json:"stop_reason" api:"required"`
	Type       constant.Message    `json:"type" default:"message"`
}

type StopReason string

const (
	StopReasonEndTurn      StopReason = "end_turn"
	StopReasonMaxTokens    StopReason = "max_tokens"
	StopReasonStopSequence StopReason = "stop_sequence"
	StopReasonToolUse      StopReason = "tool_use"
	StopReasonPauseTurn    StopReason = "pause_turn"
	StopReasonRefusal      StopReason = "refusal"
)

type ContentBlockUnion struct {
	Text  string          `json:"text"`
	Type  string          `json:"type"`
	ID    string          `json:"id"`
	Input json.RawMessage `json:"input"`
	Name  string          `json:"name"`
}

type anyContentBlock interface {
	implContentBlockUnion()
	toParamUnion() ContentBlockParamUnion
}

func (TextBlock) implContentBlockUnion()    {}
func (ToolUseBlock) implContentBlockUnion() {}

func (r TextBlock) toParamUnion() ContentBlockParamUnion    { return ContentBlockParamUnion{} }
func (r ToolUseBlock) toParamUnion() ContentBlockParamUnion { return ContentBlockParamUnion{} }

func (u ContentBlockUnion) AsAny() anyContentBlock {
	switch u.Type {
	case "text":
		return u.AsText()
	case "tool_use":
		return u.AsToolUse()
	}
	return nil
}

func (u ContentBlockUnion) AsText() (v TextBlock) { return }

func (u ContentBlockUnion) AsToolUse() (v ToolUseBlock) { return }

type TextBlock struct {
	Text string        `json:"text" api:"required"`
	Type constant.Text `json:"type" default:"text"`
}

type ToolUseBlock struct {
	ID          string           `json:"id" api:"required"`
	Input       json.RawMessage  `json:"input,required"`
	Name        string           `json:"name" api:"required"`
	Type        constant.ToolUse `json:"type" default:"tool_use"`
	ToolsetName string           `json:"toolset_name" api:"nullable"`
}

func NewCacheControlEphemeralParam() CacheControlEphemeralParam {
	return CacheControlEphemeralParam{
		Type: "ephemeral",
	}
}

type CacheControlEphemeralParam struct {
	TTL  CacheControlEphemeralTTL `json:"ttl,omitzero"`
	Type constant.Ephemeral       `json:"type" default:"ephemeral"`
	paramObj
}

type CacheControlEphemeralTTL string

const (
	CacheControlEphemeralTTLTTL5m CacheControlEphemeralTTL = "5m"
	CacheControlEphemeralTTLTTL1h CacheControlEphemeralTTL = "1h"
)

type ToolParam struct {
	InputSchema         ToolInputSchemaParam       `json:"input_schema,omitzero" api:"required"`
	Name                string                     `json:"name" api:"required"`
	EagerInputStreaming param.Opt[bool]            `json:"eager_input_streaming,omitzero"`
	DeferLoading        param.Opt[bool]            `json:"defer_loading,omitzero"`
	Description         param.Opt[string]          `json:"description,omitzero"`
	Strict              param.Opt[bool]            `json:"strict,omitzero"`
	Type                ToolType                   `json:"type,omitzero"`
	AllowedCallers      []string                   `json:"allowed_callers,omitzero"`
	CacheControl        CacheControlEphemeralParam `json:"cache_control,omitzero"`
	InputExamples       []map[string]any           `json:"input_examples,omitzero"`
	paramObj
}

type ToolInputSchemaParam struct {
	Properties  any             `json:"properties,omitzero"`
	Required    []string        `json:"required,omitzero"`
	Type        constant.Object `json:"type" default:"object"`
	ExtraFields map[string]any  `json:"-" api:"extrafields"`
	paramObj
}

type ToolType string

const (
	ToolTypeCustom ToolType = "custom"
)

func ToolUnionParamOfTool(inputSchema ToolInputSchemaParam, name string) ToolUnionParam {
	var variant ToolParam
	variant.InputSchema = inputSchema
	variant.Name = name
	return ToolUnionParam{OfTool: &variant}
}

type ToolUnionParam struct {
	OfTool *ToolParam `json:",omitzero,inline"`
	paramUnion
}

type ContentBlockParamUnion struct {
	OfText       *TextBlockParam       `json:",omitzero,inline"`
	OfToolResult *ToolResultBlockParam `json:",omitzero,inline"`
	paramUnion
}

type TextBlockParam struct {
	Text         string                     `json:"text" api:"required"`
	CacheControl CacheControlEphemeralParam `json:"cache_control,omitzero"`
	Type         constant.Text              `json:"type" default:"text"`
	paramObj
}

func NewTextBlock(text string) ContentBlockParamUnion {
	var variant TextBlockParam
	variant.Text = text
	return ContentBlockParamUnion{OfText: &variant}
}

func NewToolResultBlock(toolUseID string, content string, isError bool) ContentBlockParamUnion {
	toolBlock := ToolResultBlockParam{
		ToolUseID: toolUseID,
		Content: []ToolResultBlockParamContentUnion{
			{OfText: &TextBlockParam{Text: content}},
		},
		IsError: Bool(isError),
	}
	return ContentBlockParamUnion{OfToolResult: &toolBlock}
}

type ToolResultBlockParam struct {
	ToolUseID    string                             `json:"tool_use_id" api:"required"`
	ToolsetName  param.Opt[string]                  `json:"toolset_name,omitzero"`
	IsError      param.Opt[bool]                    `json:"is_error,omitzero"`
	CacheControl CacheControlEphemeralParam         `json:"cache_control,omitzero"`
	Content      []ToolResultBlockParamContentUnion `json:"content,omitzero"`
	Type         constant.ToolResult                `json:"type" default:"tool_result"`
	paramObj
}

type ToolResultBlockParamContentUnion struct {
	OfText *TextBlockParam `json:",omitzero,inline"`
	paramUnion
}
