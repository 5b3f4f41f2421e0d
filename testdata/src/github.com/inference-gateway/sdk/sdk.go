// Package sdk mirrors the part of github.com/inference-gateway/sdk
// v1.26.0 that github.com/inference-gateway/adk's tool box uses.
package sdk

type ChatCompletionToolType string

const Function ChatCompletionToolType = "function"

type FunctionParameters map[string]any

type FunctionObject struct {
	Description *string             `json:"description,omitempty"`
	Name        string              `json:"name"`
	Parameters  *FunctionParameters `json:"parameters,omitempty"`
	Strict      *bool               `json:"strict,omitempty"`
}

type ChatCompletionTool struct {
	Function FunctionObject         `json:"function"`
	Type     ChatCompletionToolType `json:"type"`
}
