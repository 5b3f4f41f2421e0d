// Package tools declares tools as package-level variables and functions,
// and their handlers as closures returned by factories (T7); package
// server pairs them. The closures are handler bodies here.
package tools

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type Client struct{}

func (c *Client) CreateIssue(ctx context.Context, title string) error { return nil }

var CreateIssueTool = mcp.NewTool("create_issue", mcp.WithDescription("Create an issue."), mcp.WithString("title")) // want `tool create_issue fw=mcp-go desc="Create an issue." params=title handler=none hints=-`

func CreateIssueHandler(c *Client) server.ToolHandlerFunc { // want `handler body fw=mcp-go handler=literal`
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if err := c.CreateIssue(ctx, req.GetString("title", "")); err != nil {
			return nil, err
		}
		return mcp.NewToolResultText("created"), nil
	}
}

type Server struct{ c *Client }

// CloseIssueTool takes an argument that does not change the tool.
func CloseIssueTool(s *Server) mcp.Tool {
	return mcp.NewTool("close_issue", mcp.WithDescription("Close an issue."), mcp.WithString("number"), mcp.WithIdempotentHintAnnotation(true)) // want `tool close_issue fw=mcp-go desc="Close an issue." params=number handler=none hints=idempotent=true`
}

// The method form of a factory.
func (s *Server) CloseIssueHandler() server.ToolHandlerFunc { // want `handler body fw=mcp-go handler=literal`
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return mcp.NewToolResultText("closed"), nil
	}
}

// A factory whose closure is bound in this package is that tool's
// handler, not a body of its own.
func listHandler() server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return mcp.NewToolResultText("[]"), nil
	}
}

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("list_issues", mcp.WithDescription("List issues.")), listHandler()) // want `tool list_issues fw=mcp-go desc="List issues." params=- handler=literal hints=-`
}

// Not factories: no handler type returned, or not a literal.
func Options() []mcp.ToolOption { return nil }

func Named() server.ToolHandlerFunc { return named }

func named(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `handler body fw=mcp-go handler=named`
	return mcp.NewToolResultText("named"), nil
}
