// Package dropped holds tools whose store records an event beside what
// it does and drops that insert's error (`_ = s.addEvent(...)`): the
// caller never learns whether the event was written, so it is a side
// write of the state change. A tool whose only write is one whose error
// it drops still writes.
package dropped

import (
	"context"
	"database/sql"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type Store struct{ db *sql.DB }

// SetRunState sets the run's state, an UPDATE, and records an event
// whose failure it drops.
func (s *Store) SetRunState(ctx context.Context, runID, state string) error {
	_, err := s.db.ExecContext(ctx, `UPDATE runs SET state = $2 WHERE id = $1`, runID, state)
	if err == nil {
		_ = s.AddEvent(ctx, runID, "run."+state)
	}
	return err
}

// AddEvent inserts an event row.
func (s *Store) AddEvent(ctx context.Context, runID, kind string) error {
	_, err := s.db.ExecContext(ctx, `INSERT INTO run_events (run_id, kind) VALUES ($1, $2)`, runID, kind)
	return err
}

func Register(srv *server.MCPServer, s *Store) {
	// The UPDATE is what the tool does: no report for the event.
	srv.AddTool(mcp.NewTool("pause_run", mcp.WithString("run_id", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if err := s.SetRunState(ctx, req.GetString("run_id", ""), "paused"); err != nil {
				return mcp.NewToolResultError(err.Error()), nil
			}
			return mcp.NewToolResultText("paused"), nil
		})

	// The event is what this tool does, its error dropped or not.
	srv.AddTool(mcp.NewTool("record_event", mcp.WithString("run_id", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			_ = s.AddEvent(ctx, req.GetString("run_id", ""), "note") // want `^record_event calls AddEvent with no idempotency key and no ledger lookup before it; a retried call`
			return mcp.NewToolResultText("recorded"), nil
		})

	// A tool named for a read that posts a progress note first, its
	// error dropped, reads.
	srv.AddTool(mcp.NewTool("get_run", mcp.WithString("run_id", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			_ = s.AddEvent(ctx, req.GetString("run_id", ""), "viewed")
			return mcp.NewToolResultText("run"), nil
		})

	// An event whose error the tool checks is its own write.
	srv.AddTool(mcp.NewTool("pause_run_noted", mcp.WithString("run_id", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			id := req.GetString("run_id", "")
			if err := s.SetRunState(ctx, id, "paused"); err != nil {
				return mcp.NewToolResultError(err.Error()), nil
			}
			if err := s.AddEvent(ctx, id, "note"); err != nil { // want `^pause_run_noted calls AddEvent with no idempotency key and no ledger lookup before it; a retried call`
				return mcp.NewToolResultError(err.Error()), nil
			}
			return mcp.NewToolResultText("paused"), nil
		})
}
