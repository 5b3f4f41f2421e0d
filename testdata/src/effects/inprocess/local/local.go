// Package local runs its SQL in an embedded SQLite: its writes are in
// process, through a helper taking the statement too.
package local

import (
	"context"
	"database/sql"

	_ "modernc.org/sqlite"
)

func AddNote(ctx context.Context, db *sql.DB, text string) error { // want AddNote:`^writes sql INSERT INTO notes \(in-process database\) via local\.AddNote -> \(\*sql\.DB\)\.ExecContext$`
	_, err := db.ExecContext(ctx, "INSERT INTO notes (text) VALUES (?)", text)
	return err
}

func exec(ctx context.Context, db *sql.DB, q string) error { // want exec:`^sql statement \(in-process database\) from param 2 via local\.exec -> \(\*sql\.DB\)\.ExecContext$`
	_, err := db.ExecContext(ctx, q)
	return err
}

func Clear(ctx context.Context, db *sql.DB) error { // want Clear:`^writes sql DELETE FROM notes \(idempotent\) \(in-process database\) via local\.Clear -> local\.exec -> \(\*sql\.DB\)\.ExecContext$`
	return exec(ctx, db, "DELETE FROM notes")
}
