// Stub of github.com/vxcontrol/langchaingo@v0.1.14-update.7 llms, a fork of github.com/tmc/langchaingo published under its own path: the same exported API as the upstream stub (v0.1.14).

package llms

import "context"

type LLM = Model

type Model interface {
	GenerateContent(ctx context.Context, messages []MessageContent, options ...CallOption) (*ContentResponse, error)
	Call(ctx context.Context, prompt string, options ...CallOption) (string, error)
}

type ChatMessageType string

const (
	ChatMessageTypeAI       ChatMessageType = "ai"
	ChatMessageTypeHuman    ChatMessageType = "human"
	ChatMessageTypeSystem   ChatMessageType = "system"
	ChatMessageTypeGeneric  ChatMessageType = "generic"
	ChatMessageTypeFunction ChatMessageType = "function"
	ChatMessageTypeTool     ChatMessageType = "tool"
)

type MessageContent struct {
	Role  ChatMessageType
	Parts []ContentPart
}

type ContentPart interface {
	isPart()
}

type TextContent struct {
	Text string
}

func (tc TextContent) String() string { return tc.Text }

func (TextContent) isPart() {}

func TextPart(s string) TextContent { return TextContent{Text: s} }

func TextParts(role ChatMessageType, parts ...string) MessageContent {
	result := MessageContent{Role: role, Parts: []ContentPart{}}
	for _, part := range parts {
		result.Parts = append(result.Parts, TextPart(part))
	}
	return result
}

type FunctionCall struct {
	Name      string `json:"name"`
	Arguments string `json:"arguments"`
}

type ToolCall struct {
	ID           string        `json:"id"`
	Type         string        `json:"type"`
	FunctionCall *FunctionCall `json:"function,omitempty"`
}

func (ToolCall) isPart() {}

type ToolCallResponse struct {
	ToolCallID string `json:"tool_call_id"`
	Name       string `json:"name"`
	Content    string `json:"content"`
}

func (ToolCallResponse) isPart() {}

type ContentResponse struct {
	Choices []*ContentChoice
}

type ContentChoice struct {
	Content          string
	StopReason       string
	GenerationInfo   map[string]any
	FuncCall         *FunctionCall
	ToolCalls        []ToolCall
	ReasoningContent string
}

type CallOption func(*CallOptions)

type CallOptions struct {
	Model       string                 `json:"model"`
	MaxTokens   int                    `json:"max_tokens"`
	Temperature float64                `json:"temperature"`
	Tools       []Tool                 `json:"tools,omitempty"`
	ToolChoice  any                    `json:"tool_choice"`
	Functions   []FunctionDefinition   `json:"functions,omitempty"`
	Metadata    map[string]interface{} `json:"metadata,omitempty"`
}

type Tool struct {
	Type     string              `json:"type"`
	Function *FunctionDefinition `json:"function,omitempty"`
}

type FunctionDefinition struct {
	Name        string `json:"name"`
	Description string `json:"description"`
	Parameters  any    `json:"parameters,omitempty"`
	Strict      bool   `json:"strict,omitempty"`
}

func WithTools(tools []Tool) CallOption {
	return func(o *CallOptions) { o.Tools = tools }
}

func WithToolChoice(choice any) CallOption {
	return func(o *CallOptions) { o.ToolChoice = choice }
}

func WithModel(model string) CallOption {
	return func(o *CallOptions) { o.Model = model }
}

func WithMaxTokens(maxTokens int) CallOption {
	return func(o *CallOptions) { o.MaxTokens = maxTokens }
}

func WithTemperature(temperature float64) CallOption {
	return func(o *CallOptions) { o.Temperature = temperature }
}
