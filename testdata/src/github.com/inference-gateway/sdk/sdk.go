// Package sdk is a stub of github.com/inference-gateway/sdk (v1.35.0):
// the generated wire types of its chat completion tools.
package sdk

// ChatCompletionToolType The type of the tool.
type ChatCompletionToolType string

const Function ChatCompletionToolType = "function"

// ChatCompletionTool defines model for ChatCompletionTool.
type ChatCompletionTool struct {
	Function FunctionObject         `json:"function"`
	Type     ChatCompletionToolType `json:"type"`
}

// FunctionObject defines model for FunctionObject.
type FunctionObject struct {
	Description *string             `json:"description,omitempty"`
	Name        string              `json:"name"`
	Parameters  *FunctionParameters `json:"parameters,omitempty"`
	Strict      *bool               `json:"strict,omitempty"`
}

// FunctionParameters The parameters the functions accepts, described as
// a JSON Schema object.
type FunctionParameters map[string]any
