package sqlunique

import (
	"context"
	"database/sql"
)

type Store struct{ db *sql.DB }

func (s *Store) Trust(ctx context.Context, typ, value string) error { // want Trust:`^writes sql INSERT INTO trusted \(rejects a repeat\) via`
	_, err := s.db.ExecContext(ctx, `INSERT INTO trusted (type, value, note) VALUES (?, ?, ?)`, typ, value, "")
	return err
}

// TrustType fills only part of the unique pair: the table's default
// gives the rest, and a repeat may well add a row.
func (s *Store) TrustType(ctx context.Context, typ string) error { // want TrustType:`^writes sql INSERT INTO trusted via`
	_, err := s.db.ExecContext(ctx, `INSERT INTO trusted (type) VALUES (?)`, typ)
	return err
}

func (s *Store) AddDoc(ctx context.Context, id, title string) error { // want AddDoc:`^writes sql INSERT INTO docs \(rejects a repeat\) via`
	_, err := s.db.ExecContext(ctx, `INSERT INTO docs (id, title, body) VALUES (?, ?, '')`, id, title)
	return err
}

// A primary key made afresh by the call refuses nothing.
func (s *Store) Record(ctx context.Context, id, kind string) error { // want Record:`^writes sql INSERT INTO events via`
	_, err := s.db.ExecContext(ctx, `INSERT INTO events (id, kind) VALUES (?, ?)`, id, kind)
	return err
}

func (s *Store) Label(ctx context.Context, name string) error { // want Label:`^writes sql INSERT INTO labels \(rejects a repeat\) via`
	_, err := s.db.ExecContext(ctx, `INSERT INTO labels (name) VALUES (?)`, name)
	return err
}

// CountLabel upserts on the unique name, adding to a count: a repeat
// meets no conflict, it counts again.
func (s *Store) CountLabel(ctx context.Context, name string) error { // want CountLabel:`^writes sql INSERT INTO labels ON CONFLICT via`
	_, err := s.db.ExecContext(ctx, `INSERT INTO labels (name, used) VALUES (?, 1) ON CONFLICT(name) DO UPDATE SET used = labels.used + 1`, name)
	return err
}
