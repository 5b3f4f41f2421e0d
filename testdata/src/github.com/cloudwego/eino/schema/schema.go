// Stub of github.com/cloudwego/eino@v0.7.36 schema for analysistest: the exported API subset idemlint reads.

package schema

import "github.com/eino-contrib/jsonschema"

type DataType string

const (
	Object  DataType = "object"
	Number  DataType = "number"
	Integer DataType = "integer"
	String  DataType = "string"
	Array   DataType = "array"
	Null    DataType = "null"
	Boolean DataType = "boolean"
)

type ToolChoice string

const (
	ToolChoiceForbidden ToolChoice = "forbidden"
	ToolChoiceAllowed   ToolChoice = "allowed"
	ToolChoiceForced    ToolChoice = "forced"
)

type ToolInfo struct {
	Name  string
	Desc  string
	Extra map[string]any

	*ParamsOneOf
}

type ParameterInfo struct {
	Type      DataType
	ElemInfo  *ParameterInfo
	SubParams map[string]*ParameterInfo
	Desc      string
	Enum      []string
	Required  bool
}

type ParamsOneOf struct {
	params map[string]*ParameterInfo

	jsonschema *jsonschema.Schema
}

func NewParamsOneOfByParams(params map[string]*ParameterInfo) *ParamsOneOf {
	return &ParamsOneOf{params: params}
}

func NewParamsOneOfByJSONSchema(s *jsonschema.Schema) *ParamsOneOf {
	return &ParamsOneOf{jsonschema: s}
}

func (p *ParamsOneOf) ToJSONSchema() (*jsonschema.Schema, error) {
	if p == nil {
		return nil, nil
	}
	return p.jsonschema, nil
}

type ToolArgument struct {
	Text string `json:"text,omitempty"`
}

type ToolPartType string

const (
	ToolPartTypeText  ToolPartType = "text"
	ToolPartTypeImage ToolPartType = "image"
	ToolPartTypeAudio ToolPartType = "audio"
	ToolPartTypeVideo ToolPartType = "video"
	ToolPartTypeFile  ToolPartType = "file"
)

type ToolOutputPart struct {
	Type  ToolPartType   `json:"type"`
	Text  string         `json:"text,omitempty"`
	Extra map[string]any `json:"extra,omitempty"`
}

type ToolResult struct {
	Parts []ToolOutputPart `json:"parts,omitempty"`
}

type StreamReader[T any] struct {
	items []T
}

func (sr *StreamReader[T]) Recv() (T, error) {
	var zero T
	return zero, nil
}

func (sr *StreamReader[T]) Close() {}

func StreamReaderFromArray[T any](arr []T) *StreamReader[T] {
	return &StreamReader[T]{items: arr}
}

type StreamWriter[T any] struct {
	sr *StreamReader[T]
}

func (sw *StreamWriter[T]) Send(chunk T, err error) (closed bool) { return false }

func (sw *StreamWriter[T]) Close() {}

func Pipe[T any](cap int) (*StreamReader[T], *StreamWriter[T]) {
	sr := &StreamReader[T]{}
	return sr, &StreamWriter[T]{sr: sr}
}
