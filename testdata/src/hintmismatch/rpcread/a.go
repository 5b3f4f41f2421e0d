// Package rpcread holds read-only mcp-go tools over an RPC-style client
// that POSTs its reads, the shape of mcp-grafana's incident tools: their
// readOnlyHint is true and must not be reported; a create over the same
// client must.
package rpcread

import (
	"context"

	"effects/rpcread/client"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	"go.opentelemetry.io/otel/metric"
)

var (
	incidents *client.Client
	queries   metric.Int64Counter
)

func getIncident(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	queries.Add(ctx, 1)
	inc, err := incidents.GetIncident(ctx, req.GetString("id", ""))
	if err != nil {
		return nil, err
	}
	return mcp.NewToolResultText(inc.Title), nil
}

func searchLogs(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := incidents.DSQuery(ctx, req.GetString("query", "")); err != nil {
		return nil, err
	}
	return mcp.NewToolResultText("ok"), nil
}

func createIncident(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	inc, err := incidents.CreateIncident(ctx, req.GetString("title", ""))
	if err != nil {
		return nil, err
	}
	return mcp.NewToolResultText(inc.ID), nil
}

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("get_incident",
		mcp.WithString("id", mcp.Required()),
		mcp.WithReadOnlyHintAnnotation(true),
	), getIncident)
	s.AddTool(mcp.NewTool("search_logs",
		mcp.WithString("query", mcp.Required()),
		mcp.WithReadOnlyHintAnnotation(true),
	), searchLogs)
	s.AddTool(mcp.NewTool("create_incident",
		mcp.WithString("title", mcp.Required()),
		mcp.WithReadOnlyHintAnnotation(true), // want `^create_incident is annotated readOnlyHint: true but it writes \(CreateIncident\)`
	), createIncident)
}
