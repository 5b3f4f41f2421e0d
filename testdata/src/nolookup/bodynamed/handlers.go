// Package bodynamed holds handler bodies whose tools another package
// declares: the name a create makes is known here from the arguments the
// body requires of its request.
package bodynamed

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
)

type TemplateArgs struct {
	Name     string
	Playbook string
}

// Service is implemented where this package cannot see.
type Service interface {
	CreateJobTemplate(ctx context.Context, args TemplateArgs) (int, error)
	CreateNote(ctx context.Context, title string) (int, error)
	LaunchJob(ctx context.Context, template int) (int, error)
}

type Handler struct{ svc Service }

// CreateJobTemplate requires the name it creates: a repeat is refused or
// makes a second template of that name.
func (h *Handler) CreateJobTemplate(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	name, err := req.RequireString("name")
	if err != nil {
		return mcp.NewToolResultError("name is required"), nil
	}
	args := TemplateArgs{Name: name, Playbook: req.GetString("playbook", "")}
	if _, err := h.svc.CreateJobTemplate(ctx, args); err != nil { // hygiene: `^the handler \(\*Handler\)\.CreateJobTemplate calls CreateJobTemplate with no idempotency key and no ledger lookup before it; a retried call creates a second one unless the provider refuses a repeat of the name it is given$`
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText("created"), nil
}

// CreateNote takes a title, which names nothing a repeat is refused for.
func (h *Handler) CreateNote(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	title, err := req.RequireString("title")
	if err != nil {
		return mcp.NewToolResultError("title is required"), nil
	}
	if _, err := h.svc.CreateNote(ctx, title); err != nil { // want `^the handler \(\*Handler\)\.CreateNote calls CreateNote with no idempotency key and no ledger lookup before it; a retried call acts twice$`
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText("created"), nil
}

// LaunchJob starts a run of the template on every call.
func (h *Handler) LaunchJob(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if _, err := h.svc.LaunchJob(ctx, req.GetInt("template_id", 0)); err != nil { // want `^the handler \(\*Handler\)\.LaunchJob calls LaunchJob with no idempotency key and no ledger lookup before it; a retried call acts twice$`
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText("launched"), nil
}
