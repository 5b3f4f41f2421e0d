// Stub of github.com/mark3labs/mcp-go@v1.2.1 mcp for analysistest: the exported API subset idemlint reads.

package mcp

import (
	"encoding/json"
	"net/http"
)

type CallToolResult struct {
	Result
	MultiRoundTripResult
	Content              []Content       `json:"content"`
	StructuredContent    any             `json:"structuredContent,omitempty"`
	RawStructuredContent json.RawMessage `json:"-"`
	IsError              bool            `json:"isError,omitempty"`
}

type CallToolRequest struct {
	Request
	Header http.Header    `json:"-"`
	Params CallToolParams `json:"params"`
}

type CallToolParams struct {
	Name      string      `json:"name"`
	Arguments any         `json:"arguments,omitempty"`
	Meta      *Meta       `json:"_meta,omitempty"`
	Task      *TaskParams `json:"task,omitempty"`
	MultiRoundTripParams
	RawArguments json.RawMessage `json:"-"`
}

func (r CallToolRequest) GetArguments() map[string]any { return nil }

func (r CallToolRequest) GetRawArguments() any { return nil }

func (r CallToolRequest) BindArguments(target any) error { return nil }

func (r CallToolRequest) GetString(key string, defaultValue string) string { return defaultValue }

func (p *CallToolParams) UnmarshalJSON(data []byte) error { return nil }

func (p CallToolParams) MarshalJSON() ([]byte, error) { return nil, nil }

func (r CallToolRequest) RequireString(key string) (string, error) { return "", nil }

func (r CallToolRequest) GetInt(key string, defaultValue int) int { return defaultValue }

func (r CallToolRequest) RequireInt(key string) (int, error) { return 0, nil }

func (r CallToolRequest) GetFloat(key string, defaultValue float64) float64 { return defaultValue }

func (r CallToolRequest) RequireFloat(key string) (float64, error) { return 0, nil }

func (r CallToolRequest) GetBool(key string, defaultValue bool) bool { return defaultValue }

func (r CallToolRequest) RequireBool(key string) (bool, error) { return false, nil }

func (r CallToolRequest) GetStringSlice(key string, defaultValue []string) []string {
	return defaultValue
}

func (r CallToolRequest) RequireStringSlice(key string) ([]string, error) { return nil, nil }

func (r CallToolRequest) GetIntSlice(key string, defaultValue []int) []int { return defaultValue }

func (r CallToolRequest) RequireIntSlice(key string) ([]int, error) { return nil, nil }

func (r CallToolRequest) GetFloatSlice(key string, defaultValue []float64) []float64 {
	return defaultValue
}

func (r CallToolRequest) RequireFloatSlice(key string) ([]float64, error) { return nil, nil }

func (r CallToolRequest) GetBoolSlice(key string, defaultValue []bool) []bool { return defaultValue }

func (r CallToolRequest) RequireBoolSlice(key string) ([]bool, error) { return nil, nil }

func (r CallToolResult) MarshalJSON() ([]byte, error) { return nil, nil }

func (r *CallToolResult) UnmarshalJSON(data []byte) error { return nil }

type TaskSupport string

const (
	TaskSupportForbidden TaskSupport = "forbidden"
	TaskSupportOptional  TaskSupport = "optional"
	TaskSupportRequired  TaskSupport = "required"
)

type ToolExecution struct {
	TaskSupport TaskSupport `json:"taskSupport,omitempty"`
}

type Tool struct {
	Meta            *Meta            `json:"_meta,omitempty"`
	Name            string           `json:"name"`
	Title           string           `json:"title,omitempty"`
	Description     string           `json:"description,omitempty"`
	InputSchema     ToolInputSchema  `json:"inputSchema"`
	RawInputSchema  json.RawMessage  `json:"-"`
	OutputSchema    ToolOutputSchema `json:"outputSchema,omitzero"`
	RawOutputSchema json.RawMessage  `json:"-"`
	Annotations     ToolAnnotation   `json:"annotations"`
	DeferLoading    bool             `json:"defer_loading,omitempty"`
	Icons           []Icon           `json:"icons,omitempty"`
	Execution       *ToolExecution   `json:"execution,omitempty"`
}

func (t Tool) GetName() string { return t.Name }

func (t Tool) MarshalJSON() ([]byte, error) { return nil, nil }

type ToolArgumentsSchema struct {
	Defs                 map[string]any `json:"$defs,omitempty"`
	Type                 string         `json:"type"`
	Properties           map[string]any `json:"properties"`
	Required             []string       `json:"required,omitempty"`
	AdditionalProperties any            `json:"additionalProperties,omitempty"`
	PropertyOrder        []string       `json:"-"`
}

type ToolInputSchema ToolArgumentsSchema

type ToolOutputSchema ToolArgumentsSchema

func (tis ToolInputSchema) MarshalJSON() ([]byte, error) { return nil, nil }

func (tis ToolOutputSchema) MarshalJSON() ([]byte, error) { return nil, nil }

func (tis ToolArgumentsSchema) MarshalJSON() ([]byte, error) { return nil, nil }

func (tis *ToolInputSchema) UnmarshalJSON(data []byte) error { return nil }

func (tis *ToolOutputSchema) UnmarshalJSON(data []byte) error { return nil }

func (tis *ToolArgumentsSchema) UnmarshalJSON(data []byte) error { return nil }

type ToolAnnotation struct {
	Title           string `json:"title,omitempty"`
	ReadOnlyHint    *bool  `json:"readOnlyHint,omitempty"`
	DestructiveHint *bool  `json:"destructiveHint,omitempty"`
	IdempotentHint  *bool  `json:"idempotentHint,omitempty"`
	OpenWorldHint   *bool  `json:"openWorldHint,omitempty"`
}

type ToolOption func(*Tool)

type PropertyOption func(map[string]any)

func NewTool(name string, opts ...ToolOption) Tool { return Tool{Name: name} }

func NewToolWithRawSchema(name, description string, schema json.RawMessage) Tool {
	return Tool{Name: name, Description: description, RawInputSchema: schema}
}

func WithDescription(description string) ToolOption { return nil }

func WithToolTitle(title string) ToolOption { return nil }

func WithDeferLoading(deferLoading bool) ToolOption { return nil }

func WithInputSchema[T any]() ToolOption { return nil }

func WithToolIcons(icons ...Icon) ToolOption { return nil }

func WithTaskSupport(support TaskSupport) ToolOption { return nil }

func WithRawInputSchema(schema json.RawMessage) ToolOption { return nil }

func WithOutputSchema[T any]() ToolOption { return nil }

func WithRawOutputSchema(schema json.RawMessage) ToolOption { return nil }

func WithToolAnnotation(annotation ToolAnnotation) ToolOption { return nil }

func WithTitleAnnotation(title string) ToolOption { return nil }

func WithReadOnlyHintAnnotation(value bool) ToolOption { return nil }

func WithDestructiveHintAnnotation(value bool) ToolOption { return nil }

func WithIdempotentHintAnnotation(value bool) ToolOption { return nil }

func WithOpenWorldHintAnnotation(value bool) ToolOption { return nil }

func WithSchemaAdditionalProperties(schema any) ToolOption { return nil }

func Description(desc string) PropertyOption { return nil }

func Required() PropertyOption { return nil }

func Title(title string) PropertyOption { return nil }

func DefaultString(value string) PropertyOption { return nil }

func Enum(values ...string) PropertyOption { return nil }

func MaxLength(max int) PropertyOption { return nil }

func MinLength(min int) PropertyOption { return nil }

func Pattern(pattern string) PropertyOption { return nil }

func DefaultNumber[T int | int64 | float64](value T) PropertyOption { return nil }

func Max[T int | int64 | float64](max T) PropertyOption { return nil }

func Min[T int | int64 | float64](min T) PropertyOption { return nil }

func MultipleOf[T int | int64 | float64](value T) PropertyOption { return nil }

func DefaultBool(value bool) PropertyOption { return nil }

func DefaultArray[T any](value []T) PropertyOption { return nil }

func WithInteger(name string, opts ...PropertyOption) ToolOption { return nil }

func WithBoolean(name string, opts ...PropertyOption) ToolOption { return nil }

func WithNumber(name string, opts ...PropertyOption) ToolOption { return nil }

func WithString(name string, opts ...PropertyOption) ToolOption { return nil }

func WithObject(name string, opts ...PropertyOption) ToolOption { return nil }

func WithArray(name string, opts ...PropertyOption) ToolOption { return nil }

func WithAny(name string, opts ...PropertyOption) ToolOption { return nil }

func Properties(props map[string]any) PropertyOption { return nil }

func AdditionalProperties(schema any) PropertyOption { return nil }

func MinProperties(min int) PropertyOption { return nil }

func MaxProperties(max int) PropertyOption { return nil }

func PropertyNames(schema map[string]any) PropertyOption { return nil }

func Items(schema any) PropertyOption { return nil }

func MinItems(min int) PropertyOption { return nil }

func MaxItems(max int) PropertyOption { return nil }

func UniqueItems(unique bool) PropertyOption { return nil }

func WithStringItems(opts ...PropertyOption) PropertyOption { return nil }

func WithStringEnumItems(values []string) PropertyOption { return nil }

func WithNumberItems(opts ...PropertyOption) PropertyOption { return nil }

func WithIntegerItems(opts ...PropertyOption) PropertyOption { return nil }

func WithBooleanItems(opts ...PropertyOption) PropertyOption { return nil }
