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

// Not a factory: no handler type returned.
func Options() []mcp.ToolOption { return nil }

// Factories that return a function or method of the package by name:
// the function is the handler body, known to be returned by them.
func Named() server.ToolHandlerFunc { return named }

func named(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `handler body fw=mcp-go handler=named returned-by=Named`
	return mcp.NewToolResultText("named"), nil
}

var UpdateIssueTool = mcp.NewTool("update_issue", mcp.WithDescription("Update an issue."), mcp.WithString("title")) // want `tool update_issue fw=mcp-go desc="Update an issue." params=title handler=none hints=-`

// A method value.
func UpdateIssueHandler(c *Client) server.ToolHandlerFunc { return c.updateIssue }

func (c *Client) updateIssue(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `handler body fw=mcp-go handler=Client.updateIssue returned-by=UpdateIssueHandler`
	return mcp.NewToolResultText("updated"), nil
}

// A method value through a local variable, by a method factory; and a
// second factory of the same handler.
func (s *Server) ReopenIssueHandler() server.ToolHandlerFunc {
	h := s.reopenIssue
	return h
}

func ReopenHandler(s *Server) server.ToolHandlerFunc { return s.ReopenIssueHandler() }

func (s *Server) reopenIssue(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `handler body fw=mcp-go handler=Server.reopenIssue returned-by=Server.ReopenIssueHandler returned-by=ReopenHandler`
	return mcp.NewToolResultText("reopened"), nil
}

// Not factories of a handler: one returns nil, one a function that is
// no handler.
func NilHandler() server.ToolHandlerFunc { return nil }

func Counter() func(string) int { return count }

func count(s string) int { return len(s) }

// Variants of one tool, one per path (C5 of trial P): the binding package
// sees one tool get_content, with only what both variants say.
func GetContentTool(base string) mcp.Tool {
	if base != "" {
		return mcp.NewTool("get_content", mcp.WithDescription("Return a local URL."), mcp.WithString("path"), mcp.WithString("base")) // want `tool get_content fw=mcp-go desc="Return a local URL." params=path,base handler=none hints=-`
	}
	return mcp.NewTool("get_content", mcp.WithDescription("Return the remote URL."), mcp.WithString("path")) // want `tool get_content fw=mcp-go desc="Return the remote URL." params=path handler=none hints=-`
}

// The same name returned by two functions, bound in if/else.
func UploadTool(base string) mcp.Tool {
	return mcp.NewTool("upload", mcp.WithDescription("Upload a file via "+base+".")) // want `tool upload fw=mcp-go desc=<dynamic> params=- handler=none hints=-`
}

func UploadBase64Tool() mcp.Tool {
	return mcp.NewTool("upload", mcp.WithDescription("Upload base64 content.")) // want `tool upload fw=mcp-go desc="Upload base64 content." params=- handler=none hints=-`
}

// Two names on two paths: no one tool the other package could name.
func EitherTool(ro bool) mcp.Tool {
	if ro {
		return mcp.NewTool("peek_issue", mcp.WithDescription("Peek at an issue.")) // want `tool peek_issue fw=mcp-go desc="Peek at an issue." params=- handler=none hints=-`
	}
	return mcp.NewTool("grab_issue", mcp.WithDescription("Grab an issue.")) // want `tool grab_issue fw=mcp-go desc="Grab an issue." params=- handler=none hints=-`
}
