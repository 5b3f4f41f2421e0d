// Package protocol is a stub of github.com/ThinkInAIXYZ/go-mcp/protocol,
// read from the module's source at commit
// e0f8b5e1b8edb0bf7462b13138eededa2eec8bbb (v0.2.29 and two commits); the
// module proxy refuses the module here. Only the exported API the fixtures
// use is mirrored.
package protocol

import "encoding/json"

type ToolAnnotations struct {
	Title           string `json:"title,omitempty"`
	ReadOnlyHint    *bool  `json:"readOnlyHint,omitempty"`
	DestructiveHint *bool  `json:"destructiveHint,omitempty"`
	IdempotentHint  *bool  `json:"idempotentHint,omitempty"`
	OpenWorldHint   *bool  `json:"openWorldHint,omitempty"`
}

type Tool struct {
	Name           string           `json:"name"`
	Description    string           `json:"description,omitempty"`
	InputSchema    InputSchema      `json:"inputSchema"`
	OutputSchema   OutputSchema     `json:"outputSchema"`
	Annotations    *ToolAnnotations `json:"annotations,omitempty"`
	RawInputSchema json.RawMessage  `json:"-"`
}

type InputSchemaType string

const Object InputSchemaType = "object"

type InputSchema struct {
	Type       InputSchemaType      `json:"type"`
	Properties map[string]*Property `json:"properties,omitempty"`
	Required   []string             `json:"required,omitempty"`
}

type OutputSchema InputSchema

type DataType string

const (
	ObjectT DataType = "object"
	Number  DataType = "number"
	Integer DataType = "integer"
	String  DataType = "string"
	Array   DataType = "array"
	Null    DataType = "null"
	Boolean DataType = "boolean"
)

type PropertyType []DataType

type Property struct {
	Type        PropertyType         `json:"type"`
	Description string               `json:"description,omitempty"`
	Items       *Property            `json:"items,omitempty"`
	Properties  map[string]*Property `json:"properties,omitempty"`
	Required    []string             `json:"required,omitempty"`
	Enum        []any                `json:"enum,omitempty"`
	Default     any                  `json:"default,omitempty"`
}

type CallToolRequest struct {
	Meta         map[string]interface{} `json:"_meta,omitempty"`
	Name         string                 `json:"name"`
	Arguments    map[string]interface{} `json:"arguments,omitempty"`
	RawArguments json.RawMessage        `json:"-"`
}

type CallToolResult struct {
	Content []Content `json:"content"`
	IsError bool      `json:"isError,omitempty"`
}

type Content interface {
	GetType() string
}

type Annotated struct {
	Annotations *Annotations `json:"annotations,omitempty"`
}

type Annotations struct{}

type TextContent struct {
	Annotated
	Type string `json:"type"`
	Text string `json:"text"`
}

func (t *TextContent) GetType() string { return "text" }

// NewTool builds a tool whose input schema is generated from the struct
// inputReqStruct: a field is required unless its json tag ends in
// ",omitempty", and a required:"true|false" tag overrides that.
func NewTool(name string, description string, inputReqStruct interface{}) (*Tool, error) {
	return &Tool{Name: name, Description: description}, nil
}

func NewToolWithRawSchema(name, description string, schema json.RawMessage) *Tool {
	return &Tool{Name: name, Description: description, RawInputSchema: schema}
}

func NewCallToolResult(content []Content, isError bool) *CallToolResult {
	return &CallToolResult{Content: content, IsError: isError}
}

// VerifyAndUnmarshal validates the arguments against the schema NewTool
// generated for v's type and decodes them into v.
func VerifyAndUnmarshal(content json.RawMessage, v any) error { return nil }
