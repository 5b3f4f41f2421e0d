// Stub of github.com/modelcontextprotocol/go-sdk@v1.8.0 mcp for analysistest: the exported API subset idemlint reads.

package mcp

import "encoding/json"

type Meta map[string]any

func (m Meta) GetMeta() map[string]any { return m }

func (m *Meta) SetMeta(x map[string]any) { *m = x }

type Role string

type Annotations struct {
	Audience     []Role  `json:"audience,omitempty"`
	LastModified string  `json:"lastModified,omitempty"`
	Priority     float64 `json:"priority,omitempty"`
}

type IconTheme string

const (
	IconThemeLight IconTheme = "light"
	IconThemeDark  IconTheme = "dark"
)

type Icon struct {
	Source   string    `json:"src"`
	MIMEType string    `json:"mimeType,omitempty"`
	Sizes    []string  `json:"sizes,omitempty"`
	Theme    IconTheme `json:"theme,omitempty"`
}

type Implementation struct {
	Name        string `json:"name"`
	Title       string `json:"title,omitempty"`
	Description string `json:"description,omitempty"`
	Version     string `json:"version"`
	WebsiteURL  string `json:"websiteUrl,omitempty"`
	Icons       []Icon `json:"icons,omitempty"`
}

type Tool struct {
	Meta         `json:"_meta,omitempty"`
	Annotations  *ToolAnnotations `json:"annotations,omitempty"`
	Description  string           `json:"description,omitempty"`
	InputSchema  any              `json:"inputSchema"`
	Name         string           `json:"name"`
	OutputSchema any              `json:"outputSchema,omitempty"`
	Title        string           `json:"title,omitempty"`
	Icons        []Icon           `json:"icons,omitempty"`
}

type ToolAnnotations struct {
	DestructiveHint *bool  `json:"destructiveHint,omitempty"`
	IdempotentHint  bool   `json:"idempotentHint"`
	OpenWorldHint   *bool  `json:"openWorldHint,omitempty"`
	ReadOnlyHint    bool   `json:"readOnlyHint"`
	Title           string `json:"title,omitempty"`
}

func (t ToolAnnotations) MarshalJSON() ([]byte, error) { return nil, nil }

type InputRequest interface{ isInputRequest() }

type InputRequestMap map[string]InputRequest

type InputResponse interface{ isInputResponse() }

type InputResponseMap map[string]InputResponse

type CallToolParams struct {
	Meta           `json:"_meta,omitempty"`
	Name           string           `json:"name"`
	Arguments      any              `json:"arguments,omitempty"`
	InputResponses InputResponseMap `json:"inputResponses,omitempty"`
	RequestState   string           `json:"requestState,omitempty"`
}

func (x *CallToolParams) isParams() {}

func (x *CallToolParams) isNil() bool { return x == nil }

func (x *CallToolParams) GetProgressToken() any { return nil }

func (x *CallToolParams) SetProgressToken(t any) {}

type CallToolParamsRaw struct {
	Meta           `json:"_meta,omitempty"`
	Name           string           `json:"name"`
	Arguments      json.RawMessage  `json:"arguments,omitempty"`
	InputResponses InputResponseMap `json:"inputResponses,omitempty"`
	RequestState   string           `json:"requestState,omitempty"`
}

func (x *CallToolParamsRaw) isParams() {}

func (x *CallToolParamsRaw) isNil() bool { return x == nil }

func (x *CallToolParamsRaw) GetProgressToken() any { return nil }

func (x *CallToolParamsRaw) SetProgressToken(t any) {}

type CallToolResult struct {
	Meta              `json:"_meta,omitempty"`
	Content           []Content       `json:"content"`
	StructuredContent any             `json:"structuredContent,omitempty"`
	IsError           bool            `json:"isError,omitempty"`
	InputRequests     InputRequestMap `json:"inputRequests,omitempty"`
	RequestState      string          `json:"requestState,omitempty"`

	err error
}

func (r *CallToolResult) SetError(err error) { r.IsError = true; r.err = err }

func (r *CallToolResult) GetError() error { return r.err }

func (*CallToolResult) isResult() {}

func (r *CallToolResult) NeedsInput() bool { return false }

func (x *CallToolResult) MarshalJSON() ([]byte, error) { return nil, nil }

func (x *CallToolResult) UnmarshalJSON(data []byte) error { return nil }
