package server

import (
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"layers/t2/handlers"
)

func Register(s *server.MCPServer, chat *handlers.Chat) {
	s.AddTool(mcp.NewTool("post_message", mcp.WithDescription("Post to a channel."), mcp.WithString("channel")), chat.PostMessage) // want `tool post_message fw=mcp-go desc="Post to a channel." params=channel handler=Chat.PostMessage hints=-`
}
