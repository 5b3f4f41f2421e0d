// Stub of github.com/anthropics/anthropic-sdk-go/v2@v2.15.0 anthropic for analysistest: the exported API subset idemlint reads.

package anthropic

import "github.com/anthropics/anthropic-sdk-go/v2/shared/constant"

type MessageParam struct {
	OfUser      *UserMessageParam      `json:",omitzero,inline"`
	OfAssistant *AssistantMessageParam `json:",omitzero,inline"`
	OfSystem    *SystemMessageParam    `json:",omitzero,inline"`
	paramUnion
}

type UserMessageParam struct {
	Content []ContentBlockParamUnion `json:"content,omitzero" api:"required"`
	Role    constant.User            `json:"role" default:"user"`
	paramObj
}

type AssistantMessageParam struct {
	Content []ContentBlockParamUnion `json:"content,omitzero" api:"required"`
	Role    constant.Assistant       `json:"role" default:"assistant"`
	paramObj
}

type SystemMessageParam struct {
	Content []TextBlockParam `json:"content,omitzero" api:"required"`
	Role    constant.System  `json:"role" default:"system"`
	paramObj
}

func NewUserMessage(blocks ...ContentBlockParamUnion) MessageParam {
	return MessageParam{OfUser: &UserMessageParam{
		Content: blocks,
	}}
}

func NewAssistantMessage(blocks ...ContentBlockParamUnion) MessageParam {
	return MessageParam{OfAssistant: &AssistantMessageParam{
		Content: blocks,
	}}
}

func (r Message) ToParam() MessageParam {
	var p AssistantMessageParam
	p.Role = r.Role
	return MessageParam{OfAssistant: &p}
}

type BetaMessageParam struct {
	OfUser      *BetaUserMessageParam      `json:",omitzero,inline"`
	OfAssistant *BetaAssistantMessageParam `json:",omitzero,inline"`
	paramUnion
}

type BetaUserMessageParam struct {
	Content []BetaContentBlockParamUnion `json:"content,omitzero" api:"required"`
	Role    constant.User                `json:"role" default:"user"`
	paramObj
}

type BetaAssistantMessageParam struct {
	Content []BetaContentBlockParamUnion `json:"content,omitzero" api:"required"`
	Role    constant.Assistant           `json:"role" default:"assistant"`
	paramObj
}

func NewBetaUserMessage(blocks ...BetaContentBlockParamUnion) BetaMessageParam {
	return BetaMessageParam{OfUser: &BetaUserMessageParam{
		Content: blocks,
	}}
}

func (r BetaMessage) ToParam() BetaMessageParam {
	var p BetaAssistantMessageParam
	p.Role = r.Role
	return BetaMessageParam{OfAssistant: &p}
}
