package mcpgo

import (
	"context"
	"encoding/json"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// One tool variable reassigned before each registration (C1 of the
// blind trial P): each registration binds the tool assigned last before
// it.

type board struct{}

func (b *board) createCard(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("created"), nil
}

func (b *board) moveCard(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("moved"), nil
}

func (b *board) archiveCard(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("archived"), nil
}

func (b *board) importCard(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `handler body fw=mcp-go handler=board.importCard`
	return mcp.NewToolResultText("imported"), nil
}

func RegisterBoard(s *server.MCPServer, b *board) {
	var tool mcp.Tool
	tool = mcp.NewTool("create_card", mcp.WithDescription("Create a card.")) // want `tool create_card fw=mcp-go desc="Create a card." params=- handler=board.createCard hints=-`
	s.AddTool(tool, b.createCard)
	tool = mcp.NewTool("move_card", mcp.WithDescription("Move a card."), mcp.WithString("column")) // want `tool move_card fw=mcp-go desc="Move a card." params=column handler=board.moveCard hints=-`
	s.AddTool(tool, b.moveCard)
	if b != nil {
		tool = mcp.NewTool("archive_card", mcp.WithDescription("Archive a card.")) // want `tool archive_card fw=mcp-go desc="Archive a card." params=- handler=board.archiveCard hints=-`
		s.AddTool(tool, b.archiveCard)
	}
}

// Declared with := and then reassigned.
func RegisterBoardDefine(s *server.MCPServer, b *board) {
	tool := mcp.NewTool("create_column", mcp.WithDescription("Create a column.")) // want `tool create_column fw=mcp-go desc="Create a column." params=- handler=board.createCard hints=-`
	s.AddTool(tool, b.createCard)
	tool = mcp.NewTool("move_column", mcp.WithDescription("Move a column.")) // want `tool move_column fw=mcp-go desc="Move a column." params=- handler=board.moveCard hints=-`
	s.AddTool(tool, b.moveCard)
}

// The first value is not a declaration: its registration binds nothing,
// and the tool assigned after it is bound to its own handler only.
func loadTool(raw []byte) mcp.Tool {
	var t mcp.Tool
	_ = json.Unmarshal(raw, &t)
	return t
}

func RegisterBoardMixed(s *server.MCPServer, b *board, raw []byte) {
	tool := loadTool(raw)
	s.AddTool(tool, b.importCard)
	tool = mcp.NewTool("copy_card", mcp.WithDescription("Copy a card.")) // want `tool copy_card fw=mcp-go desc="Copy a card." params=- handler=board.createCard hints=-`
	s.AddTool(tool, b.createCard)
}

// Tools built in a loop body: the one declaration in the body is bound,
// and a tool assigned after the loop is bound to its own handler.
func RegisterBoardLoop(s *server.MCPServer, b *board, columns []string) {
	var tool mcp.Tool
	for _, c := range columns {
		tool = mcp.NewTool("clear_column", mcp.WithDescription("Clear the column "+c+".")) // want `tool clear_column fw=mcp-go desc=<dynamic> params=- handler=board.archiveCard hints=-`
		s.AddTool(tool, b.archiveCard)
	}
	tool = mcp.NewTool("clear_board", mcp.WithDescription("Clear the board.")) // want `tool clear_board fw=mcp-go desc="Clear the board." params=- handler=board.moveCard hints=-`
	s.AddTool(tool, b.moveCard)
}

// Negatives: the value at the registration depends on control flow or
// on code the syntax does not show, so nothing is bound.
func RegisterBoardUnclear(s *server.MCPServer, b *board, handlers []server.ToolHandlerFunc) {
	// A loop that reassigns after the registration: the first turn binds
	// one tool, the others another.
	tool := mcp.NewTool("first_lane", mcp.WithDescription("The first lane.")) // want `tool first_lane fw=mcp-go desc="The first lane." params=- handler=none hints=-`
	for _, h := range handlers {
		s.AddTool(tool, h)
		tool = mcp.NewTool("next_lane", mcp.WithDescription("The next lane.")) // want `tool next_lane fw=mcp-go desc="The next lane." params=- handler=none hints=-`
	}

	// A branch that may reassign.
	t2 := mcp.NewTool("lane_a", mcp.WithDescription("Lane A.")) // want `tool lane_a fw=mcp-go desc="Lane A." params=- handler=none hints=-`
	if len(handlers) > 1 {
		t2 = mcp.NewTool("lane_b", mcp.WithDescription("Lane B.")) // want `tool lane_b fw=mcp-go desc="Lane B." params=- handler=none hints=-`
	}
	s.AddTool(t2, b.createCard)

	// A closure that reassigns.
	t3 := mcp.NewTool("lane_c", mcp.WithDescription("Lane C."))                    // want `tool lane_c fw=mcp-go desc="Lane C." params=- handler=none hints=-`
	reset := func() { t3 = mcp.NewTool("lane_d", mcp.WithDescription("Lane D.")) } // want `tool lane_d fw=mcp-go desc="Lane D." params=- handler=none hints=-`
	reset()
	s.AddTool(t3, b.moveCard)

	// An address taken: anything may have changed it.
	t4 := mcp.NewTool("lane_e", mcp.WithDescription("Lane E.")) // want `tool lane_e fw=mcp-go desc="Lane E." params=- handler=none hints=-`
	t4 = mcp.NewTool("lane_f", mcp.WithDescription("Lane F."))  // want `tool lane_f fw=mcp-go desc="Lane F." params=- handler=none hints=-`
	mutate(&t4)
	s.AddTool(t4, b.archiveCard)
}

func mutate(t *mcp.Tool) {}
