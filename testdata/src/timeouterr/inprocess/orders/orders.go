// Package orders keeps orders in Postgres, a server reached over a
// connection.
package orders

import (
	"context"
	"database/sql"

	_ "github.com/lib/pq"
)

type Store struct{ db *sql.DB }

func Open(dsn string) (*Store, error) {
	db, err := sql.Open("postgres", dsn)
	if err != nil {
		return nil, err
	}
	return &Store{db: db}, nil
}

func (s *Store) AddOrder(ctx context.Context, item string) error {
	_, err := s.db.ExecContext(ctx, "INSERT INTO orders (item) VALUES ($1)", item)
	return err
}
