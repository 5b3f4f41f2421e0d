// Package app registers its tools through the registry's helper.
package app

import (
	"context"
	"database/sql"

	"agents/regfunc/tools"
)

// Command is a CLI command: its metadata nests like a tool's, but it
// runs on a command line, not the model's arguments.
type Command struct {
	Meta struct {
		Name        string
		Description string
		Flags       map[string]any
	}
	Run func(ctx context.Context, args []string) error
}

var commands = []Command{{Run: func(ctx context.Context, args []string) error { return nil }}}

func Register(reg *tools.Registry, db *sql.DB) {
	reg.RegisterFunc("add_contact", "Add a contact.", // want `tool add_contact fw=own\(tools.Tool\) desc="Add a contact." params=- handler=literal hints=-`
		map[string]any{"type": "object", "properties": map[string]any{"name": map[string]any{"type": "string"}}},
		func(ctx context.Context, args map[string]any) (string, error) {
			_, err := db.ExecContext(ctx, `INSERT INTO contacts (name) VALUES (?)`, args["name"])
			return "ok", err
		})
}
