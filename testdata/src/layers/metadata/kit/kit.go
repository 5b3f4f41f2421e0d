// Package kit is shaped like chronosphere-mcp's tools package: a tool is
// Metadata built with mcp.NewTool beside a Handler that answers with a
// Result of the program's, which a wrapper converts where it registers.
package kit

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
)

type Metadata struct {
	Name        string
	Description string
	InputSchema mcp.ToolInputSchema
}

type Result struct{ JSON any }

type Handler func(ctx context.Context, request mcp.CallToolRequest) (*Result, error)

type MCPTool struct {
	Metadata Metadata
	Handler  Handler
}

func NewMetadata(name string, opts ...mcp.ToolOption) Metadata {
	t := mcp.NewTool(name, opts...)
	return Metadata{Name: name, Description: t.Description, InputSchema: t.InputSchema}
}

func (m Metadata) Tool() mcp.Tool {
	return mcp.Tool{Name: m.Name, Description: m.Description, InputSchema: m.InputSchema}
}
