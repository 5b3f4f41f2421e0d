// Package tools implements the tools, without importing domain.
package tools

import (
	"context"
	"database/sql"
)

type SaveNote struct{ DB *sql.DB } // want `tool save_note fw=own\(tools.SaveNote\) desc=<none> params=text handler=SaveNote.Invoke hints=-`

func (t *SaveNote) Name() string { return "save_note" }

func (t *SaveNote) Schema() map[string]any {
	return map[string]any{"type": "object", "properties": map[string]any{"text": map[string]any{"type": "string"}}}
}

func (t *SaveNote) Invoke(ctx context.Context, in map[string]any) (any, error) {
	text, _ := in["text"].(string)
	_, err := t.DB.ExecContext(ctx, `INSERT INTO notes (text) VALUES ($1)`, text)
	return "ok", err
}

type Exporter struct{}

func (Exporter) Name() string { return "csv" }

func (Exporter) Settings() map[string]any { return map[string]any{"sep": ","} }

func (Exporter) Run(ctx context.Context, in map[string]any) (any, error) { return nil, nil }
