// Stub of github.com/openai/openai-go/v3@v3.98.0 responses for analysistest: the exported API subset idemlint reads.

package responses

import (
	"context"

	"github.com/openai/openai-go/v3/option"
	"github.com/openai/openai-go/v3/packages/param"
	"github.com/openai/openai-go/v3/shared"
	"github.com/openai/openai-go/v3/shared/constant"
)

type paramUnion = param.APIUnion

type paramObj = param.APIObject

type ResponseService struct {
	Options []option.RequestOption
}

func NewResponseService(opts ...option.RequestOption) (r ResponseService) {
	r.Options = opts
	return
}

func (r *ResponseService) New(ctx context.Context, body ResponseNewParams, opts ...option.RequestOption) (res *Response, err error) {
	return nil, nil
}

type ResponseNewParams struct {
	PreviousResponseID param.Opt[string]           `json:"previous_response_id,omitzero"`
	Input              ResponseNewParamsInputUnion `json:"input,omitzero"`
	Model              shared.ResponsesModel       `json:"model,omitzero"`
	Tools              []ToolUnionParam            `json:"tools,omitzero"`
	paramObj
}

type ResponseNewParamsInputUnion struct {
	OfString        param.Opt[string]  `json:",omitzero,inline"`
	OfInputItemList ResponseInputParam `json:",omitzero,inline"`
	paramUnion
}

type ResponseInputParam []ResponseInputItemUnionParam

type Response struct {
	ID     string                    `json:"id" api:"required"`
	Output []ResponseOutputItemUnion `json:"output" api:"required"`
}

func (r Response) OutputText() string { return "" }

type ResponseOutputItemUnion struct {
	ID     string `json:"id"`
	Role   string `json:"role"`
	Status string `json:"status"`
	Type   string `json:"type"`
	CallID string `json:"call_id"`
	Name   string `json:"name"`
}

func (u ResponseOutputItemUnion) AsFunctionCall() (v ResponseFunctionToolCall) { return }

type ResponseFunctionToolCall struct {
	Arguments string                `json:"arguments" api:"required"`
	CallID    string                `json:"call_id" api:"required"`
	Name      string                `json:"name" api:"required"`
	Type      constant.FunctionCall `json:"type" default:"function_call"`
	ID        string                `json:"id"`
	Async     bool                  `json:"async"`
	Namespace string                `json:"namespace"`
}

type FunctionToolParam struct {
	Strict         param.Opt[bool]   `json:"strict,omitzero" api:"required"`
	Parameters     map[string]any    `json:"parameters,omitzero" api:"required"`
	Name           string            `json:"name" api:"required"`
	Description    param.Opt[string] `json:"description,omitzero"`
	Async          param.Opt[bool]   `json:"async,omitzero"`
	DeferLoading   param.Opt[bool]   `json:"defer_loading,omitzero"`
	AllowedCallers []string          `json:"allowed_callers,omitzero"`
	OutputSchema   map[string]any    `json:"output_schema,omitzero"`
	Type           constant.Function `json:"type" default:"function"`
	paramObj
}

func ToolParamOfFunction(name string, parameters map[string]any, strict bool) ToolUnionParam {
	var function FunctionToolParam
	function.Name = name
	function.Parameters = parameters
	function.Strict = param.NewOpt(strict)
	return ToolUnionParam{OfFunction: &function}
}

type ToolUnionParam struct {
	OfFunction *FunctionToolParam `json:",omitzero,inline"`
	paramUnion
}

func (u ToolUnionParam) GetName() *string {
	if vt := u.OfFunction; vt != nil {
		return &vt.Name
	}
	return nil
}

func ResponseInputItemParamOfFunctionCall(arguments string, callID string, name string) ResponseInputItemUnionParam {
	var functionCall ResponseFunctionToolCallParam
	functionCall.Arguments = arguments
	functionCall.CallID = callID
	functionCall.Name = name
	return ResponseInputItemUnionParam{OfFunctionCall: &functionCall}
}

func ResponseInputItemParamOfFunctionCallOutput[T string | ResponseFunctionCallOutputItemListParam](output T) ResponseInputItemUnionParam {
	var functionCallOutput ResponseInputItemFunctionCallOutputParam
	switch v := any(output).(type) {
	case string:
		functionCallOutput.Output.OfString = param.NewOpt(v)
	case ResponseFunctionCallOutputItemListParam:
		functionCallOutput.Output.OfResponseFunctionCallOutputItemArray = v
	}
	return ResponseInputItemUnionParam{OfFunctionCallOutput: &functionCallOutput}
}

type ResponseInputItemUnionParam struct {
	OfFunctionCall       *ResponseFunctionToolCallParam            `json:",omitzero,inline"`
	OfFunctionCallOutput *ResponseInputItemFunctionCallOutputParam `json:",omitzero,inline"`
	paramUnion
}

type ResponseFunctionToolCallParam struct {
	Arguments string                `json:"arguments" api:"required"`
	CallID    string                `json:"call_id" api:"required"`
	Name      string                `json:"name" api:"required"`
	ID        param.Opt[string]     `json:"id,omitzero"`
	Async     param.Opt[bool]       `json:"async,omitzero"`
	Namespace param.Opt[string]     `json:"namespace,omitzero"`
	Type      constant.FunctionCall `json:"type" default:"function_call"`
	paramObj
}

type ResponseInputItemFunctionCallOutputParam struct {
	Output    ResponseInputItemFunctionCallOutputOutputUnionParam `json:"output,omitzero" api:"required"`
	ID        param.Opt[string]                                   `json:"id,omitzero"`
	CallID    param.Opt[string]                                   `json:"call_id,omitzero"`
	Name      param.Opt[string]                                   `json:"name,omitzero"`
	Namespace param.Opt[string]                                   `json:"namespace,omitzero"`
	Status    string                                              `json:"status,omitzero"`
	Type      constant.FunctionCallOutput                         `json:"type" default:"function_call_output"`
	paramObj
}

type ResponseInputItemFunctionCallOutputOutputUnionParam struct {
	OfString                              param.Opt[string]                       `json:",omitzero,inline"`
	OfResponseFunctionCallOutputItemArray ResponseFunctionCallOutputItemListParam `json:",omitzero,inline"`
	paramUnion
}

type ResponseFunctionCallOutputItemListParam []ResponseFunctionCallOutputItemUnionParam

type ResponseFunctionCallOutputItemUnionParam struct {
	paramUnion
}
