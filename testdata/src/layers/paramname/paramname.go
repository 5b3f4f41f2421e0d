// Package paramname registers the same tools for several services: a
// function builds each tool's name from its service parameter, through a
// constructor and a binder of its own, with a factory's handler.
package paramname

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type Client struct{}

func (c *Client) Post(path string) error { return nil }

func register(s *server.MCPServer, tool mcp.Tool, h server.ToolHandlerFunc) {
	s.AddTool(tool, h)
}

func newTool(name string, opts ...mcp.ToolOption) mcp.Tool {
	return mcp.NewTool(name, opts...)
}

func RegisterCommentTools(s *server.MCPServer, c *Client, service string) {
	register(s, newTool(service+"_create_comment", mcp.WithDescription("Add a comment.")), makeCreate(c, service))         // want `tool \{service\}_create_comment fw=mcp-go desc="Add a comment." params=- handler=literal hints=-`
	register(s, newTool("resolve_"+service+"_comment", mcp.WithDescription("Resolve a comment.")), makeCreate(c, service)) // want `tool resolve_\{service\}_comment fw=mcp-go desc="Resolve a comment." params=- handler=literal hints=-`
}

// RegisterNamed takes the whole name: a sum of variables names nothing.
func RegisterNamed(s *server.MCPServer, c *Client, prefix, name string) {
	register(s, newTool(prefix+name, mcp.WithDescription("Add a note.")), makeCreate(c, name)) // want `tool <dynamic> fw=mcp-go desc="Add a note." params=- handler=literal hints=-`
}

func makeCreate(c *Client, service string) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if err := c.Post("/" + service + "/comments"); err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return mcp.NewToolResultText("ok"), nil
	}
}

func Register(s *server.MCPServer, c *Client) {
	RegisterCommentTools(s, c, "docs")
	RegisterCommentTools(s, c, "sheets")
	RegisterNamed(s, c, "x_", "add_note")
}
