// Package ddlslice runs statements a function returns as a slice of
// constants: its schema on first use (no write: CREATE TABLE IF NOT
// EXISTS sets up, it changes no row), and seed rows (an INSERT).
package ddlslice

import (
	"context"
	"database/sql"
)

var pool *sql.DB

func schema() []string {
	return []string{
		"CREATE TABLE IF NOT EXISTS notes (name TEXT PRIMARY KEY, body TEXT)",
		"CREATE INDEX IF NOT EXISTS notes_body ON notes (body)",
	}
}

func Conn(ctx context.Context) (*sql.DB, error) {
	if pool != nil {
		return pool, nil
	}
	d, err := sql.Open("postgres", "")
	if err != nil {
		return nil, err
	}
	for _, s := range schema() {
		if _, err := d.ExecContext(ctx, s); err != nil {
			return nil, err
		}
	}
	pool = d
	return d, nil
}

func seed() []string {
	return []string{"INSERT INTO notes (name, body) VALUES ('hello', 'world')"}
}

func Seed(ctx context.Context, d *sql.DB) error { // want Seed:`^writes sql INSERT INTO notes via ddlslice\.Seed -> \(\*sql\.DB\)\.ExecContext$`
	for _, s := range seed() {
		if _, err := d.ExecContext(ctx, s); err != nil {
			return err
		}
	}
	return nil
}
