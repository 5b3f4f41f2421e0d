// Package migrations opens a store whose schema a migration runner sets
// up: the runner's statements are read at run time, but they set the
// program's own schema up, which is no write of a tool.
package migrations

import (
	"database/sql"

	migrate "github.com/rubenv/sql-migrate"
)

var source = migrate.MemoryMigrationSource{Migrations: []*migrate.Migration{{Id: "1", Up: []string{"CREATE TABLE releases (k TEXT PRIMARY KEY, v TEXT)"}}}}

func Open(db *sql.DB) error {
	_, err := migrate.Exec(db, "postgres", source, migrate.Up)
	return err
}

// Run hands the runner's statements to the database itself: a statement
// chosen at run time.
func Run(db *sql.DB, stmts []string) error { // want Run:`^writes sql statement chosen at run time via`
	for _, s := range stmts {
		if _, err := db.Exec(s); err != nil {
			return err
		}
	}
	return nil
}
