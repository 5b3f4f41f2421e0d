// Package run runs the model's tool calls by name. It imports neither
// the list of tools nor a framework: the call's type says the names are
// tools' names.
package run

import (
	"database/sql"
	"fmt"

	"example.com/splitcall/calls"
)

type Runner struct{ db *sql.DB }

func (r *Runner) Execute(tc calls.ToolCall) (string, error) {
	switch tc.Name {
	case "add_item":
		return "", r.addItem(tc.Args)
	case "list_items":
		return r.listItems()
	case "two words":
		return "", nil
	}
	return "", fmt.Errorf("unknown tool %s", tc.Name)
}

// Run dispatches a command line: its names are subcommands, not tools.
func (r *Runner) Run(c calls.Command) error {
	switch c.Name {
	case "add_item":
		return r.addItem(c.Args[0])
	}
	return nil
}

func (r *Runner) addItem(item string) error {
	_, err := r.db.Exec(`INSERT INTO items (text) VALUES (?)`, item)
	return err
}

func (r *Runner) listItems() (string, error) { return "", nil }
