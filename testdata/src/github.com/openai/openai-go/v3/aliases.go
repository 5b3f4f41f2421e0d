// Stub of github.com/openai/openai-go/v3@v3.98.0 openai for analysistest: the exported API subset idemlint reads.

package openai

import (
	"github.com/openai/openai-go/v3/packages/param"
	"github.com/openai/openai-go/v3/shared"
)

type paramUnion = param.APIUnion

type paramObj = param.APIObject

type ChatModel = shared.ChatModel

const ChatModelGPT5_1 = shared.ChatModelGPT5_1

const ChatModelGPT5 = shared.ChatModelGPT5

const ChatModelGPT4_1 = shared.ChatModelGPT4_1

const ChatModelO3 = shared.ChatModelO3

const ChatModelGPT4o = shared.ChatModelGPT4o

const ChatModelGPT4oMini = shared.ChatModelGPT4oMini

type FunctionDefinitionParam = shared.FunctionDefinitionParam

type FunctionParameters = shared.FunctionParameters

type Metadata = shared.Metadata

type ResponsesModel = shared.ResponsesModel
