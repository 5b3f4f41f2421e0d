// Package server answers tools/list with literals of the wire shape and
// tools/call with a dispatch on the tool's name: each dispatched literal
// is a tool, its case the handler.
package server

import (
	"context"
	"database/sql"

	"agents/served/wire"
)

type Srv struct{ db *sql.DB }

type CallParams struct {
	Name      string         `json:"name"`
	Arguments map[string]any `json:"arguments"`
}

func (s *Srv) Handle(ctx context.Context, method string, p CallParams) (any, error) {
	switch method {
	case "tools/list":
		return []wire.Tool{
			{Name: "execute", Description: "Run an INSERT, UPDATE or DELETE.", // want `tool execute fw=neutral desc="Run an INSERT, UPDATE or DELETE." params=sql handler=case hints=-`
				InputSchema: map[string]any{"type": "object", "properties": map[string]any{"sql": map[string]any{"type": "string"}}}},
			{Name: "list_tables", Description: "List the tables."}, // want `tool list_tables fw=neutral desc="List the tables." params=- handler=Srv.listTables hints=-`
			// Listed but never dispatched: no handler here, so no tool.
			{Name: "retired", Description: "No longer served."},
		}, nil
	case "tools/call":
		return s.call(ctx, p)
	}
	return nil, nil
}

func (s *Srv) call(ctx context.Context, p CallParams) (any, error) {
	switch p.Name {
	case "execute":
		q, _ := p.Arguments["sql"].(string)
		return s.db.ExecContext(ctx, q)
	case "list_tables":
		return s.listTables(ctx)
	}
	return nil, nil
}

func (s *Srv) listTables(ctx context.Context) (any, error) { return nil, nil }

// Schemas lists lookalikes that no dispatch selects.
func Schemas() []wire.Schema {
	return []wire.Schema{{Name: "execute", Description: "Not a tool."}}
}
