// Package mcplookalike must yield no tool: every declaration here only
// looks like an MCP tool.
package mcplookalike

import (
	"context"

	"example.com/fake/mcp"
)

type RefundIn struct {
	OrderID string `json:"order_id"`
}

// A package named mcp at a different import path.
func RegisterFake(s *mcp.Server) {
	t := mcp.NewTool("issue_refund",
		mcp.WithDescription("Issue a refund for an order."),
		mcp.WithString("order_id"),
	)
	s.AddTool(&t, func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return &mcp.CallToolResult{}, nil
	})
	mcp.AddTool(s, &mcp.Tool{
		Name:        "send_email",
		Description: "Send an email.",
	}, func(ctx context.Context, req *mcp.CallToolRequest, in RefundIn) (*mcp.CallToolResult, any, error) {
		return nil, nil, nil
	})
}

// A local type with an unrelated AddTool method.
type Toolbox struct {
	tools map[string]func()
}

func (b *Toolbox) AddTool(name string, fn func()) {
	if b.tools == nil {
		b.tools = map[string]func(){}
	}
	b.tools[name] = fn
}

// A local type named Tool with Name and Description fields.
type Tool struct {
	Name        string
	Description string
}

func NewTool(name string) Tool { return Tool{Name: name} }

func Register(b *Toolbox) []Tool {
	b.AddTool("create_ticket", func() {})
	return []Tool{
		{Name: "get_order", Description: "Fetch one order."},
		NewTool("cancel_order"),
		Tool{Name: "delete_user", Description: "Delete a user."},
	}
}
