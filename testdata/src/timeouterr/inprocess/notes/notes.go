// Package notes keeps notes in an embedded SQLite database: the driver
// it imports runs the database inside the program.
package notes

import (
	"context"
	"database/sql"

	_ "modernc.org/sqlite"
)

type Store struct{ db *sql.DB }

func Open(path string) (*Store, error) {
	db, err := sql.Open("sqlite", path)
	if err != nil {
		return nil, err
	}
	return &Store{db: db}, nil
}

func (s *Store) AddNote(ctx context.Context, text string) error {
	_, err := s.db.ExecContext(ctx, "INSERT INTO notes (text) VALUES (?)", text)
	return err
}
