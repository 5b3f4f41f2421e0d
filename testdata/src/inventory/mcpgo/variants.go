package mcpgo

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// A function that returns a tool declaration on each of its paths (C5 of
// trial P): each declaration may be the one bound, so each is linked.
func exportTool(remote bool) mcp.Tool {
	if remote {
		return mcp.NewTool("export_board", mcp.WithDescription("Export the board to the remote store.")) // want `tool export_board fw=mcp-go desc="Export the board to the remote store." params=- handler=exportBoard hints=-`
	}
	return mcp.NewTool("export_board", mcp.WithDescription("Export the board to a local file.")) // want `tool export_board fw=mcp-go desc="Export the board to a local file." params=- handler=exportBoard hints=-`
}

func exportBoard(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("exported"), nil
}

// A path that returns something other than a declaration: nothing is
// linked, since the tool bound may be neither.
func importTool(raw []byte) mcp.Tool {
	if len(raw) > 0 {
		return loadTool(raw)
	}
	return mcp.NewTool("import_board", mcp.WithDescription("Import a board.")) // want `tool import_board fw=mcp-go desc="Import a board." params=- handler=none hints=-`
}

func importBoard(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `handler body fw=mcp-go handler=importBoard`
	return mcp.NewToolResultText("imported"), nil
}

func RegisterExportBoard(s *server.MCPServer, remote bool, raw []byte) {
	s.AddTool(exportTool(remote), exportBoard)
	s.AddTool(importTool(raw), importBoard)
}
