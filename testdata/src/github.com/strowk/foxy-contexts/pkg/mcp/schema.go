// Package mcp is a stub of github.com/strowk/foxy-contexts/pkg/mcp, read
// from the module's source at commit
// 6783020204467a1834d31fc35c9ed247a531bfe8 (v0.1.0-beta.6); the module
// proxy refuses the module here. Only the exported API the fixtures use is
// mirrored.
package mcp

type Tool struct {
	Description *string         `json:"description,omitempty"`
	InputSchema ToolInputSchema `json:"inputSchema"`
	Name        string          `json:"name"`
}

type ToolInputSchema struct {
	Properties ToolInputSchemaProperties `json:"properties,omitempty"`
	Required   []string                  `json:"required,omitempty"`
	Type       string                    `json:"type"`
}

type ToolInputSchemaProperties map[string]map[string]interface{}

type CallToolResultMeta map[string]interface{}

type CallToolResult struct {
	Meta    CallToolResultMeta `json:"_meta,omitempty"`
	Content []interface{}      `json:"content"`
	IsError *bool              `json:"isError,omitempty"`
}

type TextContentAnnotations struct {
	Priority *float64 `json:"priority,omitempty"`
}

type TextContent struct {
	Annotations *TextContentAnnotations `json:"annotations,omitempty"`
	Text        string                  `json:"text"`
	Type        string                  `json:"type"`
}
