// Stub of github.com/sashabaranov/go-openai@v1.43.0 openai for analysistest: the exported API subset idemlint reads.

package openai

import "context"

const (
	ChatMessageRoleSystem    = "system"
	ChatMessageRoleUser      = "user"
	ChatMessageRoleAssistant = "assistant"
	ChatMessageRoleFunction  = "function"
	ChatMessageRoleTool      = "tool"
	ChatMessageRoleDeveloper = "developer"
)

type ChatMessagePartType string

type ChatMessagePart struct {
	Type ChatMessagePartType `json:"type,omitempty"`
	Text string              `json:"text,omitempty"`
}

type ChatCompletionMessage struct {
	Role         string `json:"role"`
	Content      string `json:"content,omitempty"`
	Refusal      string `json:"refusal,omitempty"`
	MultiContent []ChatMessagePart

	Name string `json:"name,omitempty"`

	ReasoningContent string `json:"reasoning_content,omitempty"`

	FunctionCall *FunctionCall `json:"function_call,omitempty"`

	ToolCalls []ToolCall `json:"tool_calls,omitempty"`

	ToolCallID string `json:"tool_call_id,omitempty"`
}

type ToolCall struct {
	Index    *int         `json:"index,omitempty"`
	ID       string       `json:"id,omitempty"`
	Type     ToolType     `json:"type"`
	Function FunctionCall `json:"function"`
}

type FunctionCall struct {
	Name      string `json:"name,omitempty"`
	Arguments string `json:"arguments,omitempty"`
}

type ChatCompletionRequest struct {
	Model               string                  `json:"model"`
	Messages            []ChatCompletionMessage `json:"messages"`
	MaxTokens           int                     `json:"max_tokens,omitempty"`
	MaxCompletionTokens int                     `json:"max_completion_tokens,omitempty"`
	Temperature         float32                 `json:"temperature,omitempty"`
	Stream              bool                    `json:"stream"`
	Functions           []FunctionDefinition    `json:"functions,omitempty"`
	FunctionCall        any                     `json:"function_call,omitempty"`
	Tools               []Tool                  `json:"tools,omitempty"`
	ToolChoice          any                     `json:"tool_choice,omitempty"`
	ParallelToolCalls   any                     `json:"parallel_tool_calls,omitempty"`
}

type ToolType string

const (
	ToolTypeFunction           ToolType = "function"
	ToolTypeWebSearch          ToolType = "web_search"
	ToolTypeWebSearchPreview   ToolType = "web_search_preview"
	ToolTypeFileSearch         ToolType = "file_search"
	ToolTypeComputer           ToolType = "computer"
	ToolTypeComputerUsePreview ToolType = "computer_use_preview"
	ToolTypeComputerUse        ToolType = "computer_use"
	ToolTypeCodeInterpreter    ToolType = "code_interpreter"
	ToolTypeImageGeneration    ToolType = "image_generation"
	ToolTypeMCP                ToolType = "mcp"
	ToolTypeCustom             ToolType = "custom"
	ToolTypeLocalShell         ToolType = "local_shell"
	ToolTypeShell              ToolType = "shell"
	ToolTypeApplyPatch         ToolType = "apply_patch"
	ToolTypeToolSearch         ToolType = "tool_search"
)

type Tool struct {
	Type       ToolType            `json:"type"`
	Function   *FunctionDefinition `json:"function,omitempty"`
	Parameters map[string]any      `json:"-"`
}

type ToolChoice struct {
	Type     ToolType     `json:"type"`
	Function ToolFunction `json:"function,omitempty"`
}

type ToolFunction struct {
	Name string `json:"name"`
}

type FunctionDefinition struct {
	Name        string `json:"name"`
	Description string `json:"description,omitempty"`
	Strict      bool   `json:"strict,omitempty"`
	Parameters  any    `json:"parameters"`
}

type FunctionDefine = FunctionDefinition

type FinishReason string

const (
	FinishReasonStop          FinishReason = "stop"
	FinishReasonLength        FinishReason = "length"
	FinishReasonFunctionCall  FinishReason = "function_call"
	FinishReasonToolCalls     FinishReason = "tool_calls"
	FinishReasonContentFilter FinishReason = "content_filter"
	FinishReasonNull          FinishReason = "null"
)

type ChatCompletionChoice struct {
	Index        int                   `json:"index"`
	Message      ChatCompletionMessage `json:"message"`
	FinishReason FinishReason          `json:"finish_reason"`
}

type ChatCompletionResponse struct {
	ID      string                 `json:"id"`
	Object  string                 `json:"object"`
	Created int64                  `json:"created"`
	Model   string                 `json:"model"`
	Choices []ChatCompletionChoice `json:"choices"`
}

func (c *Client) CreateChatCompletion(
	ctx context.Context,
	request ChatCompletionRequest,
) (response ChatCompletionResponse, err error) {
	return
}
