// Package store opens its database on first use, creating the schema
// and filling a new column then: set-up made once per process, which no
// tool's retry repeats.
package store

import (
	"context"
	"database/sql"
)

type Service struct {
	dsn string
	db  *sql.DB
}

func New(dsn string) *Service { return &Service{dsn: dsn} }

// ensure opens the database the first time only.
func (s *Service) ensure(ctx context.Context) (*sql.DB, error) {
	if s.db != nil {
		return s.db, nil
	}
	db, err := open(ctx, s.dsn)
	if err != nil {
		return nil, err
	}
	s.db = db
	return db, nil
}

func open(ctx context.Context, dsn string) (*sql.DB, error) {
	db, err := sql.Open("sqlite", dsn)
	if err != nil {
		return nil, err
	}
	if _, err := db.ExecContext(ctx, `CREATE TABLE IF NOT EXISTS messages (id INTEGER PRIMARY KEY, body TEXT, hash TEXT)`); err != nil {
		return nil, err
	}
	if _, err := db.ExecContext(ctx, `UPDATE messages SET hash = lower(body) WHERE hash = ''`); err != nil {
		return nil, err
	}
	return db, nil
}

// Messages reads: what ensure writes is the store's set-up.
func (s *Service) Messages(ctx context.Context, q string) ([]string, error) {
	db, err := s.ensure(ctx)
	if err != nil {
		return nil, err
	}
	rows, err := db.QueryContext(ctx, `SELECT body FROM messages WHERE body LIKE ?`, q)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []string
	for rows.Next() {
		var b string
		if err := rows.Scan(&b); err != nil {
			return nil, err
		}
		out = append(out, b)
	}
	return out, rows.Err()
}

// Save writes a row on every call.
func (s *Service) Save(ctx context.Context, body string) error {
	db, err := s.ensure(ctx)
	if err != nil {
		return err
	}
	_, err = db.ExecContext(ctx, `INSERT INTO messages (body) VALUES (?)`, body)
	return err
}

// MarkRead sets a state: a repeat changes nothing more.
func (s *Service) MarkRead(ctx context.Context, id int64) error {
	db, err := s.ensure(ctx)
	if err != nil {
		return err
	}
	_, err = db.ExecContext(ctx, `UPDATE messages SET hash = 'read' WHERE id = ?`, id)
	return err
}
