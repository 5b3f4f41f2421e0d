// Package fork is a fork of a chat-completions SDK under an import path
// of its own, with the SDK's wire types unchanged: a named kind for
// Type, a pointer to the function definition, an any-typed schema.
package fork

import "context"

type ToolType string

const ToolTypeFunction ToolType = "function"

type FunctionDefinition struct {
	Name        string `json:"name"`
	Description string `json:"description,omitempty"`
	Strict      bool   `json:"strict,omitempty"`
	Parameters  any    `json:"parameters"`
}

type Tool struct {
	Type     ToolType            `json:"type"`
	Function *FunctionDefinition `json:"function,omitempty"`
}

type FunctionCall struct {
	Name      string `json:"name,omitempty"`
	Arguments string `json:"arguments,omitempty"`
}

type ToolCall struct {
	ID       string       `json:"id"`
	Function FunctionCall `json:"function"`
}

type Message struct{ ToolCalls []ToolCall }

type Choice struct{ Message Message }

type ChatCompletionRequest struct {
	Model string
	Tools []Tool
}

type ChatCompletionResponse struct{ Choices []Choice }

type Client struct{}

func (c *Client) CreateChatCompletion(ctx context.Context, req ChatCompletionRequest, status chan<- string) (ChatCompletionResponse, error) {
	return ChatCompletionResponse{}, nil
}
