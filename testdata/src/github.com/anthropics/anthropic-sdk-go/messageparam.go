// Stub of github.com/anthropics/anthropic-sdk-go@v1.84.0 anthropic for analysistest: the exported API subset idemlint reads.

package anthropic

type MessageParam struct {
	Content []ContentBlockParamUnion `json:"content,omitzero" api:"required"`
	Role    MessageParamRole         `json:"role,omitzero" api:"required"`
	paramObj
}

type MessageParamRole string

const (
	MessageParamRoleUser      MessageParamRole = "user"
	MessageParamRoleAssistant MessageParamRole = "assistant"
	MessageParamRoleSystem    MessageParamRole = "system"
)

func NewUserMessage(blocks ...ContentBlockParamUnion) MessageParam {
	return MessageParam{
		Role:    MessageParamRoleUser,
		Content: blocks,
	}
}

func NewAssistantMessage(blocks ...ContentBlockParamUnion) MessageParam {
	return MessageParam{
		Role:    MessageParamRoleAssistant,
		Content: blocks,
	}
}

func (r Message) ToParam() MessageParam {
	return MessageParam{Role: MessageParamRoleAssistant}
}

type BetaMessageParam struct {
	Content []BetaContentBlockParamUnion `json:"content,omitzero" api:"required"`
	Role    BetaMessageParamRole         `json:"role,omitzero" api:"required"`
	paramObj
}

type BetaMessageParamRole string

const (
	BetaMessageParamRoleUser      BetaMessageParamRole = "user"
	BetaMessageParamRoleAssistant BetaMessageParamRole = "assistant"
	BetaMessageParamRoleSystem    BetaMessageParamRole = "system"
)

func NewBetaUserMessage(blocks ...BetaContentBlockParamUnion) BetaMessageParam {
	return BetaMessageParam{
		Role:    BetaMessageParamRoleUser,
		Content: blocks,
	}
}

func (r BetaMessage) ToParam() BetaMessageParam {
	return BetaMessageParam{Role: BetaMessageParamRoleAssistant}
}
