// Package kit is a server's own MCP layer, written without an SDK: a
// tool in MCP's wire shape, a handler type, and a registry that keeps
// each handler under its tool's name, behind a server that forwards.
package kit

type InputSchema struct {
	Type       string         `json:"type"`
	Properties map[string]any `json:"properties,omitempty"`
}

type Tool struct {
	Name        string      `json:"name"`
	Description string      `json:"description,omitempty"`
	InputSchema InputSchema `json:"inputSchema"`
}

type ToolCallResult struct {
	Text string `json:"text"`
}

type ToolHandler func(arguments map[string]interface{}) (*ToolCallResult, error)

type Registry struct {
	tools    map[string]Tool
	handlers map[string]ToolHandler
}

func (r *Registry) RegisterTool(tool Tool, handler ToolHandler) {
	r.tools[tool.Name] = tool
	r.handlers[tool.Name] = handler
}

type Server struct{ registry *Registry }

func (s *Server) RegisterTool(tool Tool, handler ToolHandler) {
	s.registry.RegisterTool(tool, handler)
}
