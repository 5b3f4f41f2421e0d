// Package mcp is a look-alike of the MCP SDKs at an unrelated import path.
package mcp

import "context"

type Tool struct {
	Name        string
	Description string
	InputSchema any
}

type ToolOption func(*Tool)

func NewTool(name string, opts ...ToolOption) Tool { return Tool{Name: name} }

func WithDescription(description string) ToolOption { return nil }

func WithString(name string, opts ...func(map[string]any)) ToolOption { return nil }

type CallToolRequest struct{}

type CallToolResult struct{}

type Server struct{}

func NewServer() *Server { return &Server{} }

func (s *Server) AddTool(t *Tool, h func(context.Context, *CallToolRequest) (*CallToolResult, error)) {
}

func AddTool[In, Out any](s *Server, t *Tool, h func(context.Context, *CallToolRequest, In) (*CallToolResult, Out, error)) {
}
