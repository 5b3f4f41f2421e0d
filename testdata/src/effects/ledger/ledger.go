// Package ledger has ledger operations, which are never effects even when
// they write rows.
package ledger

import (
	"context"
	"database/sql"
)

// Ledger records results by idempotency key.
type Ledger struct{ db *sql.DB }

func (l *Ledger) Record(ctx context.Context, key, result string) error {
	_, err := l.db.ExecContext(ctx, "INSERT INTO ledger (key, result) VALUES ($1, $2)", key, result)
	return err
}

func (l *Ledger) Lookup(ctx context.Context, key string) (string, error) {
	var r string
	err := l.db.QueryRowContext(ctx, "SELECT result FROM ledger WHERE key = $1", key).Scan(&r)
	return r, err
}

// Keys is marked as a ledger by directive.
//
//idemlint:ledger
type Keys struct{ db *sql.DB } // want Keys:`^ledger$`

func (k *Keys) Claim(ctx context.Context, key string) error {
	_, err := k.db.ExecContext(ctx, "INSERT INTO keys (key) VALUES ($1)", key)
	return err
}

type Store struct{ db *sql.DB }

// Save is a ledger operation of an ordinary type.
//
//idemlint:ledger
func (s *Store) Save(ctx context.Context, key string) error { // want Save:`^ledger$`
	_, err := s.db.ExecContext(ctx, "INSERT INTO saved (key) VALUES ($1)", key)
	return err
}

// Handle uses all three around one real write.
func Handle(ctx context.Context, l *Ledger, k *Keys, s *Store, db *sql.DB) error { // want Handle:`^writes sql INSERT INTO refunds via ledger\.Handle -> \(\*sql\.DB\)\.ExecContext$`
	if _, err := l.Lookup(ctx, "k"); err == nil {
		return nil
	}
	if err := k.Claim(ctx, "k"); err != nil {
		return err
	}
	if _, err := db.ExecContext(ctx, "INSERT INTO refunds (id) VALUES ($1)", "k"); err != nil {
		return err
	}
	if err := s.Save(ctx, "k"); err != nil {
		return err
	}
	return l.Record(ctx, "k", "ok")
}

// DedupLog is an interface ledger: its Add is not the verb rule's Add.
type DedupLog interface {
	Add(ctx context.Context, key string) error
}

func Mark(ctx context.Context, d DedupLog) error {
	return d.Add(ctx, "k")
}
