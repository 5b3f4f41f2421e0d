// Package server is a stub of github.com/ThinkInAIXYZ/go-mcp/server, read
// from the module's source at commit
// e0f8b5e1b8edb0bf7462b13138eededa2eec8bbb (v0.2.29 and two commits); the
// module proxy refuses the module here. Only the exported API the fixtures
// use is mirrored.
package server

import (
	"context"
	"time"

	"github.com/ThinkInAIXYZ/go-mcp/protocol"
)

type Server struct{}

// ToolHandlerFunc handles a tool call. A returned error is sent as a
// JSON-RPC error (InternalError), not as a tool result.
type ToolHandlerFunc func(context.Context, *protocol.CallToolRequest) (*protocol.CallToolResult, error)

type ToolMiddleware func(ToolHandlerFunc) ToolHandlerFunc

func TimeoutMiddleware(timeout time.Duration) ToolMiddleware {
	return func(next ToolHandlerFunc) ToolHandlerFunc { return next }
}

func (server *Server) RegisterTool(tool *protocol.Tool, toolHandler ToolHandlerFunc, middlewares ...ToolMiddleware) {
}

func (server *Server) UnregisterTool(name string) {}

func (server *Server) Use(middlewares ...ToolMiddleware) {}
