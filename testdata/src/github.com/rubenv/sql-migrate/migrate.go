// Package migrate is a stub of github.com/rubenv/sql-migrate (v1.8.1):
// the exported signatures the fixtures use.
package migrate

import (
	"context"
	"database/sql"
)

type MigrationDirection int

const (
	Up MigrationDirection = iota
	Down
)

type Migration struct {
	Id   string
	Up   []string
	Down []string
}

type MigrationSource interface {
	FindMigrations() ([]*Migration, error)
}

type MemoryMigrationSource struct{ Migrations []*Migration }

func (m MemoryMigrationSource) FindMigrations() ([]*Migration, error) { return m.Migrations, nil }

type MigrationSet struct {
	TableName  string
	SchemaName string
}

func Exec(db *sql.DB, dialect string, m MigrationSource, dir MigrationDirection) (int, error) {
	return MigrationSet{}.Exec(db, dialect, m, dir)
}

func (ms MigrationSet) Exec(db *sql.DB, dialect string, m MigrationSource, dir MigrationDirection) (int, error) {
	return ms.ExecMaxContext(context.Background(), db, dialect, m, dir, 0)
}

func ExecMaxContext(ctx context.Context, db *sql.DB, dialect string, m MigrationSource, dir MigrationDirection, max int) (int, error) {
	return MigrationSet{}.ExecMaxContext(ctx, db, dialect, m, dir, max)
}

// ExecMaxContext runs the pending migrations' statements, which it reads
// from the source: statements chosen at run time, as the real one's are.
func (ms MigrationSet) ExecMaxContext(ctx context.Context, db *sql.DB, dialect string, m MigrationSource, dir MigrationDirection, max int) (int, error) {
	migrations, err := m.FindMigrations()
	if err != nil {
		return 0, err
	}
	for _, mig := range migrations {
		for _, stmt := range mig.Up {
			if _, err := db.ExecContext(ctx, stmt); err != nil {
				return 0, err
			}
		}
	}
	return len(migrations), nil
}
