// Package mcp_golang is a stub of github.com/metoro-io/mcp-golang, read from
// the module's source at commit e5d629c5cd43e3470dcd3bf4cbc675a90bfcf513
// (v0.16.0 and one commit); the module proxy refuses the module here. Only
// the exported API the fixtures use is mirrored.
package mcp_golang

// Server is an MCP server.
type Server struct{}

// RegisterTool registers a tool. The handler is a func(Args) or
// func(context.Context, Args) returning (*ToolResponse, error); its
// arguments struct gives the input schema (invopop/jsonschema with
// RequiredFromJSONSchemaTags), and a returned error goes to the client as
// a tool result with isError set.
func (s *Server) RegisterTool(name string, description string, handler any) error { return nil }

// DeregisterTool removes a tool.
func (s *Server) DeregisterTool(name string) error { return nil }

// ToolResponse is what a tool handler returns.
type ToolResponse struct {
	Content []*Content `json:"content" yaml:"content" mapstructure:"content"`
}

func NewToolResponse(content ...*Content) *ToolResponse {
	return &ToolResponse{Content: content}
}

type ContentType string

const ContentTypeText ContentType = "text"

type TextContent struct {
	Text string `json:"text" yaml:"text" mapstructure:"text"`
}

type Content struct {
	Type        ContentType
	TextContent *TextContent
}

func NewTextContent(content string) *Content {
	return &Content{Type: ContentTypeText, TextContent: &TextContent{Text: content}}
}
