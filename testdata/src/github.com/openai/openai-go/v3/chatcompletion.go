// Stub of github.com/openai/openai-go/v3@v3.98.0 openai for analysistest: the exported API subset idemlint reads.

package openai

import (
	"context"

	"github.com/openai/openai-go/v3/option"
	"github.com/openai/openai-go/v3/packages/param"
	"github.com/openai/openai-go/v3/shared"
	"github.com/openai/openai-go/v3/shared/constant"
)

type ChatService struct {
	Options     []option.RequestOption
	Completions ChatCompletionService
}

type ChatCompletionService struct {
	Options []option.RequestOption
}

func (r *ChatCompletionService) New(ctx context.Context, body ChatCompletionNewParams, opts ...option.RequestOption) (res *ChatCompletion, err error) {
	return nil, nil
}

type ChatCompletion struct {
	ID      string                 `json:"id" api:"required"`
	Choices []ChatCompletionChoice `json:"choices" api:"required"`
	Created int64                  `json:"created" api:"required" format:"unixtime"`
	Model   string                 `json:"model" api:"required"`
}

type ChatCompletionChoice struct {
	FinishReason string                `json:"finish_reason" api:"required"`
	Index        int64                 `json:"index" api:"required"`
	Message      ChatCompletionMessage `json:"message" api:"required"`
}

type ChatCompletionMessage struct {
	Content   string                               `json:"content" api:"required"`
	Refusal   string                               `json:"refusal" api:"required"`
	Role      constant.Assistant                   `json:"role" default:"assistant"`
	ToolCalls []ChatCompletionMessageToolCallUnion `json:"tool_calls"`
}

func (r ChatCompletionMessage) ToParam() ChatCompletionMessageParamUnion {
	return ChatCompletionMessageParamUnion{}
}

type ChatCompletionMessageToolCallUnion struct {
	ID       string                                        `json:"id"`
	Function ChatCompletionMessageFunctionToolCallFunction `json:"function"`
	Type     string                                        `json:"type"`
}

type ChatCompletionMessageFunctionToolCallFunction struct {
	Arguments string `json:"arguments" api:"required"`
	Name      string `json:"name" api:"required"`
}

func ChatCompletionFunctionTool(function shared.FunctionDefinitionParam) ChatCompletionToolUnionParam {
	var variant ChatCompletionFunctionToolParam
	variant.Function = function
	return ChatCompletionToolUnionParam{OfFunction: &variant}
}

type ChatCompletionToolUnionParam struct {
	OfFunction *ChatCompletionFunctionToolParam `json:",omitzero,inline"`
	paramUnion
}

func (u ChatCompletionToolUnionParam) GetFunction() *shared.FunctionDefinitionParam {
	if vt := u.OfFunction; vt != nil {
		return &vt.Function
	}
	return nil
}

type ChatCompletionFunctionToolParam struct {
	Function shared.FunctionDefinitionParam `json:"function,omitzero" api:"required"`
	Type     constant.Function              `json:"type" default:"function"`
	paramObj
}

type ChatCompletionNewParams struct {
	Messages          []ChatCompletionMessageParamUnion `json:"messages,omitzero" api:"required"`
	Model             shared.ChatModel                  `json:"model,omitzero" api:"required"`
	ParallelToolCalls param.Opt[bool]                   `json:"parallel_tool_calls,omitzero"`
	Tools             []ChatCompletionToolUnionParam    `json:"tools,omitzero"`
	paramObj
}

type ChatCompletionMessageParamUnion struct {
	OfTool *ChatCompletionToolMessageParam `json:",omitzero,inline"`
	paramUnion
}

func SystemMessage[T string | []ChatCompletionContentPartTextParam](content T) ChatCompletionMessageParamUnion {
	return ChatCompletionMessageParamUnion{}
}

func UserMessage[T string | []ChatCompletionContentPartUnionParam](content T) ChatCompletionMessageParamUnion {
	return ChatCompletionMessageParamUnion{}
}

func ToolMessage[T string | []ChatCompletionContentPartTextParam](content T, toolCallID string) ChatCompletionMessageParamUnion {
	var tool ChatCompletionToolMessageParam
	switch v := any(content).(type) {
	case string:
		tool.Content.OfString = param.NewOpt(v)
	case []ChatCompletionContentPartTextParam:
		tool.Content.OfArrayOfContentParts = v
	}
	tool.ToolCallID = toolCallID
	return ChatCompletionMessageParamUnion{OfTool: &tool}
}

type ChatCompletionToolMessageParam struct {
	Content    ChatCompletionToolMessageParamContentUnion `json:"content,omitzero" api:"required"`
	ToolCallID string                                     `json:"tool_call_id" api:"required"`
	Role       constant.Tool                              `json:"role" default:"tool"`
	paramObj
}

type ChatCompletionToolMessageParamContentUnion struct {
	OfString              param.Opt[string]                    `json:",omitzero,inline"`
	OfArrayOfContentParts []ChatCompletionContentPartTextParam `json:",omitzero,inline"`
	paramUnion
}

type ChatCompletionContentPartTextParam struct {
	Text string        `json:"text" api:"required"`
	Type constant.Text `json:"type" default:"text"`
	paramObj
}

type ChatCompletionContentPartUnionParam struct {
	OfText *ChatCompletionContentPartTextParam `json:",omitzero,inline"`
	paramUnion
}
