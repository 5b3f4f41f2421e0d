// Stub of github.com/firebase/genkit/go@v1.4.0 ai for analysistest: the exported API subset idemlint reads.

package ai

import (
	"context"

	"github.com/firebase/genkit/go/core/api"
)

type PartKind int8

const (
	PartText PartKind = iota
	PartMedia
	PartData
	PartToolRequest
	PartToolResponse
	PartCustom
	PartReasoning
	PartResource
)

type Part struct {
	Kind         PartKind       `json:"kind,omitempty"`
	ContentType  string         `json:"contentType,omitempty"`
	Text         string         `json:"text,omitempty"`
	ToolRequest  *ToolRequest   `json:"toolRequest,omitempty"`
	ToolResponse *ToolResponse  `json:"toolResponse,omitempty"`
	Custom       map[string]any `json:"custom,omitempty"`
	Metadata     map[string]any `json:"metadata,omitempty"`
}

func NewTextPart(text string) *Part { return &Part{Kind: PartText, Text: text} }

func NewToolRequestPart(r *ToolRequest) *Part { return &Part{Kind: PartToolRequest, ToolRequest: r} }

func NewToolResponsePart(r *ToolResponse) *Part {
	return &Part{Kind: PartToolResponse, ToolResponse: r}
}

func (p *Part) IsInterrupt() bool { return false }

type ToolRequest struct {
	Input   any    `json:"input,omitempty"`
	Name    string `json:"name,omitempty"`
	Partial bool   `json:"partial,omitempty"`
	Ref     string `json:"ref,omitempty"`
}

type ToolResponse struct {
	Content []*Part `json:"content,omitempty"`
	Name    string  `json:"name,omitempty"`
	Output  any     `json:"output,omitempty"`
	Ref     string  `json:"ref,omitempty"`
}

type ToolDefinition struct {
	Description  string         `json:"description,omitempty"`
	InputSchema  map[string]any `json:"inputSchema,omitempty"`
	Metadata     map[string]any `json:"metadata,omitempty"`
	Name         string         `json:"name,omitempty"`
	OutputSchema map[string]any `json:"outputSchema,omitempty"`
}

type MultipartToolResponse struct {
	Content []*Part `json:"content,omitempty"`
	Output  any     `json:"output,omitempty"`
}

type Role string

const (
	RoleSystem Role = "system"
	RoleUser   Role = "user"
	RoleModel  Role = "model"
	RoleTool   Role = "tool"
)

type Message struct {
	Content  []*Part        `json:"content,omitempty"`
	Metadata map[string]any `json:"metadata,omitempty"`
	Role     Role           `json:"role,omitempty"`
}

type FinishReason string

const (
	FinishReasonStop        FinishReason = "stop"
	FinishReasonLength      FinishReason = "length"
	FinishReasonBlocked     FinishReason = "blocked"
	FinishReasonInterrupted FinishReason = "interrupted"
	FinishReasonOther       FinishReason = "other"
	FinishReasonUnknown     FinishReason = "unknown"
)

type ToolChoice string

const (
	ToolChoiceAuto     ToolChoice = "auto"
	ToolChoiceRequired ToolChoice = "required"
	ToolChoiceNone     ToolChoice = "none"
)

type ModelResponse struct {
	Custom        any          `json:"custom,omitempty"`
	FinishMessage string       `json:"finishMessage,omitempty"`
	FinishReason  FinishReason `json:"finishReason,omitempty"`
	LatencyMs     float64      `json:"latencyMs,omitempty"`
	Message       *Message     `json:"message,omitempty"`
	Raw           any          `json:"raw,omitempty"`
}

func (mr *ModelResponse) Text() string { return "" }

func (mr *ModelResponse) ToolRequests() []*ToolRequest { return nil }

func (mr *ModelResponse) Interrupts() []*Part { return nil }

func Generate(ctx context.Context, r api.Registry, opts ...GenerateOption) (*ModelResponse, error) {
	return &ModelResponse{}, nil
}

func GenerateText(ctx context.Context, r api.Registry, opts ...GenerateOption) (string, error) {
	return "", nil
}
