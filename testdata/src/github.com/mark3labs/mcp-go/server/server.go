// Stub of github.com/mark3labs/mcp-go@v1.2.1 server for analysistest: the exported API subset idemlint reads.

package server // want "no SSA needed"

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
)

type ServerOption func(*MCPServer)

type ToolHandlerFunc func(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error)

type TaskToolHandlerFunc func(ctx context.Context, request mcp.CallToolRequest) (*mcp.CreateTaskResult, error)

type ToolHandlerMiddleware func(ToolHandlerFunc) ToolHandlerFunc

type ToolFilterFunc func(ctx context.Context, tools []mcp.Tool) []mcp.Tool

type ServerTool struct {
	Tool    mcp.Tool
	Handler ToolHandlerFunc
}

type ServerTaskTool struct {
	Tool    mcp.Tool
	Handler TaskToolHandlerFunc
}

type MCPServer struct {
	name    string
	version string
}

func ServerFromContext(ctx context.Context) *MCPServer { return nil }

func WithToolHandlerMiddleware(
	toolHandlerMiddleware ToolHandlerMiddleware,
) ServerOption {
	return nil
}

func (s *MCPServer) Use(mw ...ToolHandlerMiddleware) {}

func WithToolFilter(
	toolFilter ToolFilterFunc,
) ServerOption {
	return nil
}

func WithRecovery() ServerOption { return nil }

func WithInputSchemaValidation() ServerOption { return nil }

func WithStrictInputSchemaDefault() ServerOption { return nil }

func WithOutputSchemaValidation() ServerOption { return nil }

func WithMaxConcurrentTasks(limit int) ServerOption { return nil }

func WithPromptCapabilities(listChanged bool) ServerOption { return nil }

func WithResourceCapabilities(subscribe, listChanged bool) ServerOption { return nil }

func WithToolCapabilities(listChanged bool) ServerOption { return nil }

func WithLogging() ServerOption { return nil }

func WithTaskCapabilities(list, cancel, toolCallTasks bool) ServerOption { return nil }

func WithInstructions(instructions string) ServerOption { return nil }

func WithTitle(title string) ServerOption { return nil }

func WithDescription(description string) ServerOption { return nil }

func WithWebsiteURL(websiteURL string) ServerOption { return nil }

func WithIcons(icons ...mcp.Icon) ServerOption { return nil }

func NewMCPServer(
	name, version string,
	opts ...ServerOption,
) *MCPServer {
	return &MCPServer{name: name, version: version}
}

func (s *MCPServer) AddTool(tool mcp.Tool, handler ToolHandlerFunc) {}

func (s *MCPServer) AddTaskTool(tool mcp.Tool, handler TaskToolHandlerFunc) {}

func (s *MCPServer) AddTools(tools ...ServerTool) {}

func (s *MCPServer) AddTaskTools(taskTools ...ServerTaskTool) {}

func (s *MCPServer) SetTools(tools ...ServerTool) {}

func (s *MCPServer) GetTool(toolName string) *ServerTool { return nil }

func (s *MCPServer) ListTools() map[string]*ServerTool { return nil }

func (s *MCPServer) DeleteTools(names ...string) {}

func (s *MCPServer) AddSessionTool(sessionID string, tool mcp.Tool, handler ToolHandlerFunc) error {
	return nil
}

func (s *MCPServer) AddSessionTools(sessionID string, tools ...ServerTool) error { return nil }

func (s *MCPServer) DeleteSessionTools(sessionID string, names ...string) error { return nil }
