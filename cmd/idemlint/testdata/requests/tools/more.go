package tools

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"example.com/requests/mesh"
)

// RegisterMesh exposes tools over the mesh transport: reads and writes
// that differ only in what each call names.
func RegisterMesh(s *server.MCPServer, m *mesh.Mesh) {
	s.AddTool(mcp.NewTool("assertion_summary", mcp.WithDescription("Summarise failing assertions."), mcp.WithReadOnlyHintAnnotation(true)),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			out, err := m.Call(ctx, "/v1/assertions/llm-summary", nil)
			if err != nil {
				return fail(err)
			}
			return mcp.NewToolResultText(out), nil
		})
	s.AddTool(mcp.NewTool("list_hosts", mcp.WithDescription("List hosts.")),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if _, err := m.RPC(ctx, "host.get", nil); err != nil {
				return fail(err)
			}
			return ok()
		})
	s.AddTool(mcp.NewTool("delete_host", mcp.WithDescription("Delete a host."), mcp.WithString("host_id", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if _, err := m.RPC(ctx, "host.delete", []string{req.GetString("host_id", "")}); err != nil {
				return fail(err)
			}
			return ok()
		})
	s.AddTool(mcp.NewTool("create_host", mcp.WithDescription("Create a host."), mcp.WithString("name", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if _, err := m.RPC(ctx, "host.create", map[string]string{"host": req.GetString("name", "")}); err != nil {
				return fail(err)
			}
			return ok()
		})
	s.AddTool(mcp.NewTool("show_link", mcp.WithDescription("Show a link to a dashboard."), mcp.WithString("path", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			link, err := m.Deeplink(ctx, req.GetString("path", ""), false)
			if err != nil {
				return fail(err)
			}
			return mcp.NewToolResultText(link), nil
		})
	s.AddTool(mcp.NewTool("short_link", mcp.WithDescription("Make a short link to a dashboard."), mcp.WithString("path", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			link, err := m.Deeplink(ctx, req.GetString("path", ""), true)
			if err != nil {
				return fail(err)
			}
			return mcp.NewToolResultText(link), nil
		})
}
