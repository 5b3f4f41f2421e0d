// Package tools declares its tools as literals of kit.Tool and registers
// them in a loop: the binding is written here, where the literals are.
package tools

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"layers/carrierx/kit"
	"layers/carrierx/more"
)

var CreateNote = kit.Tool{
	Definition: mcp.NewTool("create_note", mcp.WithDescription("Create a note.")), // want `tool create_note fw=mcp-go desc="Create a note." params=- handler=literal hints=-`
	Handler: func(ctx context.Context, r mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return mcp.NewToolResultText("ok"), nil
	},
}

var ListNotes = kit.Tool{
	Definition: mcp.NewTool("list_notes", mcp.WithDescription("List notes.")), // want `tool list_notes fw=mcp-go desc="List notes." params=- handler=literal hints=-`
	Handler: func(ctx context.Context, r mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return mcp.NewToolResultText("[]"), nil
	},
}

type Belt struct{ tools []kit.Tool }

func NewBelt() *Belt { return &Belt{tools: []kit.Tool{CreateNote, ListNotes, more.ArchiveNote}} }

func (b *Belt) Register(s *server.MCPServer) {
	for _, t := range b.tools {
		s.AddTool(t.Definition, t.Handler)
	}
}
