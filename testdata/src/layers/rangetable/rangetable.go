// Package rangetable declares tools in a loop over a table written in
// place: one tool per row, named and described by the row.
package rangetable

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func logHandler(endpoint string) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return mcp.NewToolResultText(endpoint), nil
	}
}

func Register(s *server.MCPServer) {
	for _, l := range []struct {
		name, endpoint, desc string
	}{
		{"logs_dns", "/logs/dns", "DNS log."}, // want `tool logs_dns fw=mcp-go desc="DNS log." params=next_id handler=literal hints=readOnly=true`
		{"logs_web", "/logs/web", "Web log."}, // want `tool logs_web fw=mcp-go desc="Web log." params=next_id handler=literal hints=readOnly=true`
	} {
		s.AddTool(mcp.NewTool(l.name,
			mcp.WithDescription(l.desc),
			mcp.WithNumber("next_id"),
			mcp.WithReadOnlyHintAnnotation(true),
		), logHandler(l.endpoint))
	}

	// Keyed rows, in a variable; the description is the loop's own.
	tables := []struct{ Name, Path string }{
		{Name: "table_users", Path: "/users"}, // want `tool table_users fw=mcp-go desc="Read a table." params=- handler=literal hints=-`
		{Name: "table_teams", Path: "/teams"}, // want `tool table_teams fw=mcp-go desc="Read a table." params=- handler=literal hints=-`
	}
	for _, tb := range tables {
		s.AddTool(mcp.NewTool(tb.Name, mcp.WithDescription("Read a table.")), logHandler(tb.Path))
	}
}

// RegisterNamed takes a name a row does not give: one tool, dynamic.
func RegisterNamed(s *server.MCPServer, prefix string) {
	for _, l := range []struct{ name string }{{"a"}, {prefix + "b"}} {
		s.AddTool(mcp.NewTool(l.name, mcp.WithDescription("Either.")), logHandler("/x")) // want `tool <dynamic> fw=mcp-go desc="Either." params=- handler=literal hints=-`
	}
}

type Server struct{ s *server.MCPServer }

func (sv *Server) listRunners(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("runners"), nil
}

func (sv *Server) createRunner(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("created"), nil
}

// RegisterHandlers takes each row's handler from the row: a method value.
func (sv *Server) RegisterHandlers() {
	rows := []struct {
		name, description string
		handler           func(context.Context, mcp.CallToolRequest) (*mcp.CallToolResult, error)
	}{
		{name: "list_runners", description: "List runners.", handler: sv.listRunners},      // want `tool list_runners fw=mcp-go desc="List runners." params=- handler=Server.listRunners hints=-`
		{name: "create_runner", description: "Create a runner.", handler: sv.createRunner}, // want `tool create_runner fw=mcp-go desc="Create a runner." params=- handler=Server.createRunner hints=-`
	}
	for _, r := range rows {
		sv.s.AddTool(mcp.NewTool(r.name, mcp.WithDescription(r.description)), r.handler)
	}
}
