// Package mcp is a server's own Model Context Protocol implementation:
// tools in MCP's wire shape, registered beside their handlers and
// dispatched by name when a tools/call arrives.
package mcp

import (
	"context"
	"encoding/json"
)

type Property struct {
	Type        string `json:"type"`
	Description string `json:"description,omitempty"`
}

type InputSchema struct {
	Type       string              `json:"type"`
	Properties map[string]Property `json:"properties,omitempty"`
	Required   []string            `json:"required,omitempty"`
}

type Tool struct {
	Name        string      `json:"name"`
	Description string      `json:"description"`
	InputSchema InputSchema `json:"inputSchema"`
}

type ToolHandler func(ctx context.Context, args map[string]interface{}) (interface{}, error)

type Server struct {
	tools    []Tool
	handlers map[string]ToolHandler
}

func (s *Server) RegisterTool(tool Tool, handler ToolHandler) {
	s.tools = append(s.tools, tool)
	s.handlers[tool.Name] = handler
}

func (s *Server) Call(ctx context.Context, name string, raw json.RawMessage) (interface{}, error) {
	var args map[string]interface{}
	if err := json.Unmarshal(raw, &args); err != nil {
		return nil, err
	}
	return s.handlers[name](ctx, args)
}

// Command is a CLI command: a name, a description and a run function,
// but no input schema; it is no tool.
type Command struct {
	Name        string
	Description string
}

func AddCommand(c Command, run func(args []string) error) {}
