package ifacenamed

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type TemplateArgs struct {
	Name     string
	Playbook string
}

type Service interface {
	CreateJobTemplate(ctx context.Context, args TemplateArgs) (int, error)
	LaunchJob(ctx context.Context, id int) (int, error)
}

type Handler struct{ svc Service }

func (h *Handler) CreateJobTemplate(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	args := TemplateArgs{}
	name, err := req.RequireString("name")
	if err != nil {
		return mcp.NewToolResultError("name is required"), nil
	}
	args.Name = name
	args.Playbook = req.GetString("playbook", "")
	if _, err := h.svc.CreateJobTemplate(ctx, args); err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText("ok"), nil
}

func (h *Handler) LaunchJob(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if _, err := h.svc.LaunchJob(ctx, req.GetInt("template_id", 0)); err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText("ok"), nil
}

func Register(s *server.MCPServer, h *Handler) {
	s.AddTool(mcp.NewTool("create_job_template", mcp.WithDescription("Create a job template."),
		mcp.WithString("name", mcp.Required()), mcp.WithString("playbook")), h.CreateJobTemplate)
	s.AddTool(mcp.NewTool("launch_job", mcp.WithDescription("Launch a job."),
		mcp.WithNumber("template_id", mcp.Required())), h.LaunchJob)
}
