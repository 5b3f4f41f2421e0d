// Package openai is a look-alike of the OpenAI SDKs at an unrelated import path.
package openai

import "context"

type Opt[T comparable] struct {
	Value T
}

func String(s string) Opt[string] { return Opt[string]{Value: s} }

type FunctionParameters map[string]any

type FunctionDefinitionParam struct {
	Name        string
	Description Opt[string]
	Parameters  FunctionParameters
}

type ChatCompletionToolUnionParam struct {
	Function *FunctionDefinitionParam
}

func ChatCompletionFunctionTool(function FunctionDefinitionParam) ChatCompletionToolUnionParam {
	return ChatCompletionToolUnionParam{Function: &function}
}

type ToolType string

const ToolTypeFunction ToolType = "function"

type FunctionDefinition struct {
	Name        string
	Description string
	Strict      bool
	Parameters  any
}

type FunctionDefine = FunctionDefinition

type Tool struct {
	Type     ToolType
	Function *FunctionDefinition
}

type FunctionCall struct {
	Name      string
	Arguments string
}

type ToolCall struct {
	ID       string
	Function FunctionCall
}

type ChatCompletionMessage struct {
	Role       string
	Content    string
	ToolCallID string
}

const ChatMessageRoleTool = "tool"

type AgentToolHandler func(context.Context, map[string]any) (any, error)
