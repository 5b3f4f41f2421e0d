// Package handlers holds handler bodies whose tools package server
// declares: the name a create makes is known here from the arguments the
// body requires of its request.
package handlers

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
)

// Service is implemented where this package cannot see.
type Service interface {
	CreateJobTemplate(ctx context.Context, name string) (int, error)
	LaunchJob(ctx context.Context, template int) (int, error)
}

type Handler struct{ svc Service }

func (h *Handler) CreateJobTemplate(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	name, err := req.RequireString("name")
	if err != nil {
		return mcp.NewToolResultError("name is required"), nil
	}
	if _, err := h.svc.CreateJobTemplate(ctx, name); err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText("created"), nil
}

func (h *Handler) LaunchJob(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if _, err := h.svc.LaunchJob(ctx, req.GetInt("template_id", 0)); err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText("launched"), nil
}
