// Stub of github.com/openai/openai-go/v3@v3.98.0 shared for analysistest: the exported API subset idemlint reads.

package shared

import "github.com/openai/openai-go/v3/packages/param"

type paramObj = param.APIObject

type ChatModel = string

const (
	ChatModelGPT5_1    ChatModel = "gpt-5.1"
	ChatModelGPT5      ChatModel = "gpt-5"
	ChatModelGPT4_1    ChatModel = "gpt-4.1"
	ChatModelO3        ChatModel = "o3"
	ChatModelGPT4o     ChatModel = "gpt-4o"
	ChatModelGPT4oMini ChatModel = "gpt-4o-mini"
)

type ResponsesModel = string

type FunctionDefinitionParam struct {
	Name        string             `json:"name" api:"required"`
	Strict      param.Opt[bool]    `json:"strict,omitzero"`
	Description param.Opt[string]  `json:"description,omitzero"`
	Parameters  FunctionParameters `json:"parameters,omitzero"`
	paramObj
}

type FunctionParameters map[string]any

type Metadata map[string]string
