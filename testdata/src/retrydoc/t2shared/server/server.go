// Package server binds the handlers of package handlers, which declares
// tools with them too, to tools of its own.
package server

import (
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"retrydoc/t2shared/handlers"
)

func Register(s *server.MCPServer, m *handlers.Media) {
	s.AddTool(mcp.NewTool("generate_audio",
		mcp.WithDescription("Render audio."), // want `^the description of generate_audio does not say whether retrying is safe; after a timeout the agent guesses and may repeat the write: add a sentence such as "Not safe to retry blindly: check whether it took effect before calling again."$`
		mcp.WithString("prompt", mcp.Required()),
	), m.Generate)

	// A read here too: silent.
	s.AddTool(mcp.NewTool("describe_audio",
		mcp.WithDescription("Describe an audio render."),
		mcp.WithString("id", mcp.Required()),
	), m.Describe)
}
