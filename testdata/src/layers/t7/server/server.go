// Package server registers the tools of package tools through a local
// closure, with handlers from the factories there (T7).
package server

import (
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"layers/t7/tools"
)

func Register(s *server.MCPServer, client *tools.Client, ts *tools.Server, writable bool) {
	add := func(t mcp.Tool, h server.ToolHandlerFunc) {
		if writable || t.Annotations.ReadOnlyHint != nil {
			s.AddTool(t, h)
		}
	}
	add(tools.CreateIssueTool, tools.CreateIssueHandler(client)) // want `tool create_issue fw=mcp-go desc="Create an issue." params=title handler=CreateIssueHandler\(\) hints=-`
	add(tools.CloseIssueTool(ts), ts.CloseIssueHandler())        // want `tool close_issue fw=mcp-go desc="Close an issue." params=number handler=Server.CloseIssueHandler\(\) hints=idempotent=true`
	s.AddTool(tools.CreateIssueTool, tools.Named())              // want `tool create_issue fw=mcp-go desc="Create an issue." params=title handler=Named\(\) hints=-`
	add(tools.UpdateIssueTool, tools.UpdateIssueHandler(client)) // want `tool update_issue fw=mcp-go desc="Update an issue." params=title handler=UpdateIssueHandler\(\) hints=-`
	add(tools.CloseIssueTool(ts), tools.ReopenHandler(ts))       // want `tool close_issue fw=mcp-go desc="Close an issue." params=number handler=ReopenHandler\(\) hints=idempotent=true`
}

// No handler: a tool whose handler is nil is bound to nothing that runs;
// a function of another type is no handler.
func Unbound(s *server.MCPServer) {
	s.AddTool(tools.CreateIssueTool, tools.NilHandler()) // want `tool create_issue fw=mcp-go desc="Create an issue." params=title handler=NilHandler\(\) hints=-`
	_ = tools.Counter()
}

// Variants of one tool and one name from two functions (C5 of trial P).
func RegisterContent(s *server.MCPServer, client *tools.Client, base string) {
	s.AddTool(tools.GetContentTool(base), tools.CreateIssueHandler(client)) // want `tool get_content fw=mcp-go desc=<dynamic> params=path handler=CreateIssueHandler\(\) hints=-`
	if base != "" {
		s.AddTool(tools.UploadTool(base), tools.Named()) // want `tool upload fw=mcp-go desc=<dynamic> params=- handler=Named\(\) hints=-`
	} else {
		s.AddTool(tools.UploadBase64Tool(), tools.Named()) // want `tool upload fw=mcp-go desc="Upload base64 content." params=- handler=Named\(\) hints=-`
	}
	s.AddTool(tools.EitherTool(base == ""), tools.Named())
}
