package getorcreate

import (
	"context"
	"database/sql"
	"errors"
)

// loggedDB wraps the database to log each statement.
type loggedDB struct{ raw *sql.DB }

func (d *loggedDB) ExecContext(ctx context.Context, q string, args ...any) (sql.Result, error) { // want ExecContext:`^sql statement from param 1 via`
	return d.raw.ExecContext(ctx, q, args...)
}

func (d *loggedDB) QueryRowContext(ctx context.Context, q string, args ...any) *sql.Row { // want QueryRowContext:`^sql statement from param 1 via`
	return d.raw.QueryRowContext(ctx, q, args...)
}

type Wrapped struct{ db *loggedDB }

func newID() (string, error) { return "e1", nil }

// Upsert updates the entity it finds, and inserts one only when none is
// found, through a wrapper of the database, with an id made in between.
func (s *Wrapped) Upsert(ctx context.Context, user, name string) (string, error) { // want Upsert:`^writes sql INSERT INTO entities when a lookup finds none \(idempotent\) via .*; sql UPDATE entities \(idempotent\) via`
	var id string
	err := s.db.QueryRowContext(ctx, `
		SELECT id FROM entities
		WHERE user_id = ? AND LOWER(name) = LOWER(?)
		LIMIT 1`, user, name).Scan(&id)
	if err == nil {
		_, err = s.db.ExecContext(ctx, `UPDATE entities SET seen = 1 WHERE id = ?`, id)
		if err != nil {
			return "", err
		}
		return id, nil
	}
	if !errors.Is(err, sql.ErrNoRows) {
		return "", err
	}
	id, err = newID()
	if err != nil {
		return "", err
	}
	_, err = s.db.ExecContext(ctx, `
		INSERT INTO entities(id, user_id, name)
		VALUES(?, ?, ?)`, id, user, name)
	if err != nil {
		return "", err
	}
	return id, nil
}
