// Package regslice registers its tools from a slice of a type local to
// the registering function, whose literals give the tool and the
// handler a factory makes by position.
package regslice

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type Deps struct{}

func newSendTool() mcp.Tool {
	return mcp.NewTool("send_message", mcp.WithDescription("Send a message.")) // want `tool send_message fw=mcp-go desc="Send a message." params=- handler=literal hints=-`
}

func newListTool() mcp.Tool {
	return mcp.NewTool("list_messages", mcp.WithDescription("List messages.")) // want `tool list_messages fw=mcp-go desc="List messages." params=- handler=literal hints=-`
}

func sendHandler(d Deps) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return mcp.NewToolResultText("sent"), nil
	}
}

func listHandler(d Deps) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return mcp.NewToolResultText("[]"), nil
	}
}

func Register(s *server.MCPServer, d Deps, allowSend bool) {
	type registration struct {
		tool    mcp.Tool
		handler server.ToolHandlerFunc
	}
	regs := []registration{{newListTool(), listHandler(d)}}
	if allowSend {
		regs = append(regs, registration{newSendTool(), sendHandler(d)})
	}
	for _, r := range regs {
		s.AddTool(r.tool, r.handler)
	}
}
