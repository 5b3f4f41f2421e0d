// Package fwk is an application's small tool framework over mcp-go: a
// tool runs with a call context of its own that embeds the request's
// context, and a second method, which cannot fail, also reads the
// arguments (to decide how to annotate the tool).
package fwk

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// CallContext is the context a tool runs with.
type CallContext struct {
	context.Context
	User string
}

type Profile struct{ Idempotent bool }

type Result struct{ Text string }

type Tool interface {
	Name() string
	Description() string
	Schema() mcp.ToolInputSchema
	Profile(args map[string]any) *Profile
	Handle(ctx CallContext, args map[string]any) (Result, error)
}

type Registry struct{ tools []Tool }

func (r *Registry) Register(t Tool) { r.tools = append(r.tools, t) }

// Serve is the conversion: each tool's name and description reach the
// model's tool list, and its Handle runs the call.
func (r *Registry) Serve(s *server.MCPServer) {
	for _, t := range r.tools {
		s.AddTool(mcp.Tool{Name: t.Name(), Description: t.Description(), InputSchema: t.Schema()},
			func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
				out, err := t.Handle(CallContext{Context: ctx}, req.GetArguments())
				if err != nil {
					return nil, err
				}
				return mcp.NewToolResultText(out.Text), nil
			})
	}
}
