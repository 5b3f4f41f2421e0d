// Package specs keeps each tool's name and description in a spec value
// and pairs it with its handler through a helper that builds the
// framework tool from the spec's fields.
package specs

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type toolSpec struct {
	Name        string
	Description string
	Options     []mcp.ToolOption
}

func serverToolFromSpec(spec toolSpec, handler server.ToolHandlerFunc) server.ServerTool {
	options := []mcp.ToolOption{
		mcp.WithDescription(spec.Description),
		mcp.WithReadOnlyHintAnnotation(true),
	}
	options = append(options, spec.Options...)
	return server.ServerTool{Tool: mcp.NewTool(spec.Name, options...), Handler: handler}
}

var createReportSpec = toolSpec{ // want `tool reports.createReport fw=own\(specs.toolSpec\) desc="Request a report." params=- handler=literal hints=-`
	Name:        "reports.createReport",
	Description: "Request a report.",
	Options:     []mcp.ToolOption{mcp.WithString("report_type", mcp.Required())},
}

var getReportSpec = toolSpec{ // want `tool reports.getReport fw=own\(specs.toolSpec\) desc="Show a report." params=- handler=getReport hints=-`
	Name:        "reports.getReport",
	Description: "Show a report.",
	Options:     []mcp.ToolOption{mcp.WithString("report_id", mcp.Required())},
}

func getReport(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText(req.GetString("report_id", "")), nil
}

func Tools() []server.ServerTool {
	create := func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return mcp.NewToolResultText("requested"), nil
	}
	return []server.ServerTool{
		serverToolFromSpec(createReportSpec, create),
		serverToolFromSpec(getReportSpec, getReport),
		serverToolFromSpec(toolSpec{Name: "reports.cancelReport", Description: "Cancel a report."}, getReport), // want `tool reports.cancelReport fw=own\(specs.toolSpec\) desc="Cancel a report." params=- handler=getReport hints=-`
	}
}

func Register(s *server.MCPServer) { s.AddTools(Tools()...) }
