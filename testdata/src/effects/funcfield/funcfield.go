// Package funcfield calls writes held in function-typed fields: the one
// function the package stores in a field is what a call of it runs.
package funcfield

import (
	"context"
	"database/sql"
)

type store struct{ db *sql.DB }

func (s *store) createNote(ctx context.Context, title string) error { // want createNote:`^writes sql INSERT INTO notes via`
	_, err := s.db.ExecContext(ctx, `INSERT INTO notes (title) VALUES (?)`, title)
	return err
}

func (s *store) archiveNote(ctx context.Context, title string) error { // want archiveNote:`^writes sql UPDATE notes \(idempotent\) via`
	_, err := s.db.ExecContext(ctx, `UPDATE notes SET archived = true WHERE title = ?`, title)
	return err
}

// Toolbox holds its writes as function fields, wired by New.
type Toolbox struct {
	CreateNote func(ctx context.Context, title string) error
	Notify     func(ctx context.Context, title string) error
	Either     func(ctx context.Context, title string) error
}

func New(db *sql.DB, archive bool) *Toolbox {
	s := &store{db: db}
	tb := &Toolbox{CreateNote: s.createNote, Notify: func(ctx context.Context, title string) error { return nil }}
	// Either is one of two writes, chosen at run time: not resolved.
	if archive {
		tb.Either = s.archiveNote
	} else {
		tb.Either = s.createNote
	}
	return tb
}

func (t *Toolbox) AddNote(ctx context.Context, title string) error { // want AddNote:`^writes sql INSERT INTO notes via \(\*funcfield\.Toolbox\)\.AddNote -> \(\*funcfield\.store\)\.createNote -> `
	if err := t.Notify(ctx, title); err != nil {
		return err
	}
	return t.CreateNote(ctx, title)
}

func (t *Toolbox) Maybe(ctx context.Context, title string) error {
	return t.Either(ctx, title)
}
