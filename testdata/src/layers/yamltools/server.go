// Package yamltools loads its tools' names, descriptions and schemas
// from a YAML file at run time, into a map by name, and registers each
// with its handler through a helper that looks the tool up by the name
// it is given: each call with a constant name declares that tool, whose
// description the Go code does not hold.
package yamltools

import (
	"context"
	"net/http"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type Server struct {
	srv   *server.MCPServer
	tools map[string]mcp.Tool
	names map[string]string
}

func (s *Server) addIfExists(name string, h server.ToolHandlerFunc) {
	if t, ok := s.tools[name]; ok {
		s.srv.AddTool(t, h)
	}
}

func (s *Server) Register() {
	s.addIfExists("createAccessGroup", s.handleCreateAccessGroup()) // want `tool createAccessGroup fw=mcp-go desc=<none> params=- handler=literal hints=-`
	s.addIfExists("listGroups", s.handleListGroups())               // want `tool listGroups fw=mcp-go desc=<none> params=- handler=literal hints=-`
}

// A lookalike: a map of strings looked up by name declares nothing.
func (s *Server) label(name string) string {
	if l, ok := s.names[name]; ok {
		return l
	}
	return name
}

func (s *Server) handleCreateAccessGroup() server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		resp, err := http.Post("https://portal.example/groups", "application/json", strings.NewReader(req.GetString("name", "")))
		if err != nil {
			return mcp.NewToolResultError("failed to create group"), nil
		}
		resp.Body.Close()
		return mcp.NewToolResultText(s.label("created")), nil
	}
}

func (s *Server) handleListGroups() server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return mcp.NewToolResultText("[]"), nil
	}
}
