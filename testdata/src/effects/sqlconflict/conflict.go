// Package sqlconflict writes rows into tables whose schema it does not
// hold, but answers a unique violation as a conflict: the table refuses
// a repeat of what the INSERT fills.
package sqlconflict

import (
	"context"
	"database/sql"
	"errors"
	"strings"
)

var ErrExists = errors.New("already exists")

// PgError mirrors the fields of a driver's error that carry its code.
type PgError struct{ Code, Message string }

func (e *PgError) Error() string { return e.Message }

type Store struct{ db *sql.DB }

func (s *Store) CreateKey(ctx context.Context, name, value string) error { // want CreateKey:`^writes sql INSERT INTO memories \(rejects a repeat\) via`
	_, err := s.db.ExecContext(ctx, `INSERT INTO memories (key_name, value) VALUES ($1, $2)`, name, value)
	var pgErr *PgError
	if errors.As(err, &pgErr) && pgErr.Code == "23505" {
		return ErrExists
	}
	return err
}

func (s *Store) AddTag(ctx context.Context, tag string) error { // want AddTag:`^writes sql INSERT INTO tags \(rejects a repeat\) via`
	_, err := s.db.ExecContext(ctx, `INSERT INTO tags (name) VALUES (?)`, tag)
	if err != nil && strings.Contains(err.Error(), "UNIQUE constraint failed") {
		return ErrExists
	}
	return err
}

func (s *Store) AddUser(ctx context.Context, email string) error { // want AddUser:`^writes sql INSERT INTO users \(rejects a repeat\) via`
	_, err := s.db.ExecContext(ctx, `INSERT INTO users (email) VALUES (?)`, email)
	if isDuplicateKey(err) {
		return ErrExists
	}
	return err
}

func isDuplicateKey(err error) bool {
	var pgErr *PgError
	return errors.As(err, &pgErr) && pgErr.Code == "23505"
}

// Log tells no violation apart: a repeat adds a row.
func (s *Store) Log(ctx context.Context, line string) error { // want Log:`^writes sql INSERT INTO logs via`
	_, err := s.db.ExecContext(ctx, `INSERT INTO logs (line) VALUES (?)`, line)
	return err
}
