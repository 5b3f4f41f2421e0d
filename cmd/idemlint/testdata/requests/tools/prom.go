package tools

import (
	"context"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	promv1 "github.com/prometheus/client_golang/api/prometheus/v1"
)

// RegisterProm exposes Prometheus' HTTP API through client_golang's
// v1.API interface: queries read (LabelNames by a GET that falls back
// to a POST), the admin endpoints write.
func RegisterProm(s *server.MCPServer, api promv1.API) {
	s.AddTool(mcp.NewTool("label_names", mcp.WithDescription("List label names.")),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if _, _, err := api.LabelNames(ctx, nil, time.Time{}, time.Time{}); err != nil {
				return fail(err)
			}
			return ok()
		})
	s.AddTool(mcp.NewTool("delete_series", mcp.WithDescription("Delete series."), mcp.WithString("match", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if err := api.DeleteSeries(ctx, []string{req.GetString("match", "")}, time.Time{}, time.Time{}); err != nil {
				return fail(err)
			}
			return ok()
		})
	s.AddTool(mcp.NewTool("take_snapshot", mcp.WithDescription("Snapshot the TSDB.")),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if _, err := api.Snapshot(ctx, false); err != nil {
				return fail(err)
			}
			return ok()
		})
}
