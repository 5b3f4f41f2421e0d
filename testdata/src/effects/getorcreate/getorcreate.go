// Package getorcreate holds store methods that insert a row only when a
// lookup of the same table finds none: a repeat finds the row and
// inserts nothing.
package getorcreate

import (
	"context"
	"database/sql"
	"errors"
)

type Store struct{ db *sql.DB }

func (s *Store) UpsertEntity(name string) (int64, error) { // want UpsertEntity:`^writes sql INSERT INTO entities when a lookup finds none \(idempotent\) via`
	var id int64
	err := s.db.QueryRow("SELECT id FROM entities WHERE name = ?", name).Scan(&id)
	if err == sql.ErrNoRows {
		res, err := s.db.Exec("INSERT INTO entities (name) VALUES (?)", name)
		if err != nil {
			return 0, err
		}
		return res.LastInsertId()
	}
	return id, err
}

// EnsureTag inserts through a helper, on the branch errors.Is names.
func (s *Store) EnsureTag(tag string) error { // want EnsureTag:`^writes sql INSERT INTO tags when a lookup finds none \(idempotent\) via`
	var n int
	err := s.db.QueryRow("SELECT 1 FROM tags WHERE tag = ?", tag).Scan(&n)
	if !errors.Is(err, sql.ErrNoRows) {
		return err
	}
	return s.insertTag(tag)
}

func (s *Store) insertTag(tag string) error { // want insertTag:`^writes sql INSERT INTO tags via`
	_, err := s.db.Exec("INSERT INTO tags (tag) VALUES (?)", tag)
	return err
}

// AuditMissing inserts into another table when the user is missing: a
// repeat audits again.
func (s *Store) AuditMissing(user string) error { // want AuditMissing:`^writes sql INSERT INTO audit via`
	var id int64
	err := s.db.QueryRow("SELECT id FROM users WHERE name = ?", user).Scan(&id)
	if err == sql.ErrNoRows {
		_, err = s.db.Exec("INSERT INTO audit (what) VALUES (?)", "missing "+user)
	}
	return err
}

// Create inserts whatever the lookup found: acts again.
func (s *Store) Create(name string) error { // want Create:`^writes sql INSERT INTO entities via`
	var id int64
	_ = s.db.QueryRow("SELECT id FROM entities WHERE name = ?", name).Scan(&id)
	_, err := s.db.Exec("INSERT INTO entities (name) VALUES (?)", name)
	return err
}

// KeyFor makes an account and the identity that names it when the
// lookup of the identity finds none: a retry finds the identity, so
// neither insert happens twice.
func (s *Store) KeyFor(ctx context.Context, uid string) (int64, error) { // want KeyFor:`^writes sql INSERT INTO accounts when a lookup finds none \(idempotent\) via .*; sql INSERT INTO idents when a lookup finds none \(idempotent\) via`
	var key int64
	err := s.db.QueryRowContext(ctx, `SELECT ukey FROM idents WHERE uid = ?`, uid).Scan(&key)
	if err == nil {
		return key, nil
	}
	if !errors.Is(err, sql.ErrNoRows) {
		return 0, err
	}
	if _, err := s.db.ExecContext(ctx, `INSERT INTO accounts (uid) VALUES (?)`, uid); err != nil {
		return 0, err
	}
	_, err = s.db.ExecContext(ctx, `INSERT INTO idents (uid, ukey) VALUES (?, ?)`, uid, key)
	return key, err
}

// SetDays replaces an event's days: it deletes them, then inserts each
// anew, so a repeat leaves the same rows.
func SetDays(ctx context.Context, db *sql.DB, event string, days []string) error { // want SetDays:`^writes sql DELETE FROM days \(idempotent\) via getorcreate.SetDays -> \(\*sql.DB\).ExecContext; sql INSERT INTO days after a DELETE from it \(idempotent\) via`
	if _, err := db.ExecContext(ctx, `DELETE FROM days WHERE event = $1`, event); err != nil {
		return err
	}
	for _, d := range days {
		if _, err := db.ExecContext(ctx, `INSERT INTO days (event, day) VALUES ($1, $2)`, event, d); err != nil {
			return err
		}
	}
	return nil
}

// SaveNote updates the note of that name and inserts it only when the
// update changed no row: an upsert written by hand, a repeat updates.
func SaveNote(ctx context.Context, db *sql.DB, name, body string) error { // want SaveNote:`^writes sql INSERT INTO notes when a lookup finds none \(idempotent\) via getorcreate.SaveNote -> \(\*sql.DB\).ExecContext; sql UPDATE notes \(idempotent\) via`
	res, err := db.ExecContext(ctx, `UPDATE notes SET body = $1 WHERE name = $2`, body, name)
	if err != nil {
		return err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		_, err = db.ExecContext(ctx, `INSERT INTO notes (name, body) VALUES ($1, $2)`, name, body)
	}
	return err
}

// AppendNote inserts when some row was updated: the INSERT is no upsert.
func AppendNote(ctx context.Context, db *sql.DB, name, body string) error { // want AppendNote:`^writes sql INSERT INTO notes via getorcreate.AppendNote -> \(\*sql.DB\).ExecContext; sql UPDATE notes \(idempotent\) via`
	res, err := db.ExecContext(ctx, `UPDATE notes SET seen = true WHERE name = $1`, name)
	if err != nil {
		return err
	}
	if n, _ := res.RowsAffected(); n > 0 {
		_, err = db.ExecContext(ctx, `INSERT INTO notes (name, body) VALUES ($1, $2)`, name, body)
	}
	return err
}

type Entity struct{ Name, Note string }

// SetNote replaces an entity's note, naming it by a field read twice.
func SetNote(ctx context.Context, db *sql.DB, e Entity) error { // want SetNote:`^writes sql DELETE FROM notes \(idempotent\) via getorcreate.SetNote -> \(\*sql.DB\).ExecContext; sql INSERT INTO notes after a DELETE from it \(idempotent\) via`
	if _, err := db.ExecContext(ctx, `DELETE FROM notes WHERE entity = $1`, e.Name); err != nil {
		return err
	}
	_, err := db.ExecContext(ctx, `INSERT INTO notes (entity, body) VALUES ($1, $2)`, e.Name, e.Note)
	return err
}

// MoveLink deletes the link from one node and inserts a link to another:
// a repeat deletes nothing more and inserts the second link again.
func MoveLink(ctx context.Context, db *sql.DB, from, to string) error { // want MoveLink:`^writes sql INSERT INTO links via getorcreate.MoveLink -> \(\*sql.DB\).ExecContext; sql DELETE FROM links \(idempotent\) via`
	if _, err := db.ExecContext(ctx, `DELETE FROM links WHERE src = $1`, from); err != nil {
		return err
	}
	_, err := db.ExecContext(ctx, `INSERT INTO links (src) VALUES ($1)`, to)
	return err
}

// AddDay deletes from another table first: its INSERT acts again.
func AddDay(ctx context.Context, db *sql.DB, event, day string) error { // want AddDay:`sql INSERT INTO days via`
	if _, err := db.ExecContext(ctx, `DELETE FROM drafts WHERE event = $1`, event); err != nil {
		return err
	}
	_, err := db.ExecContext(ctx, `INSERT INTO days (event, day) VALUES ($1, $2)`, event, day)
	return err
}

// GetSettings stores the defaults on first use, whatever it finds: a
// read's set-up, which its repeat finds made.
func (s *Store) GetSettings(ctx context.Context) (string, error) { // want GetSettings:`^writes sql INSERT INTO settings via`
	if err := s.setDefaults(ctx); err != nil {
		return "", err
	}
	var v string
	err := s.db.QueryRowContext(ctx, "SELECT v FROM settings").Scan(&v)
	return v, err
}

func (s *Store) setDefaults(ctx context.Context) error { // want setDefaults:`^writes sql INSERT INTO settings via`
	_, err := s.db.ExecContext(ctx, "INSERT INTO settings (v) VALUES ('default')")
	return err
}

// Model reads the settings: their set-up is idempotent here.
func (s *Store) Model(ctx context.Context) (string, error) { // want Model:`^writes sql INSERT INTO settings set up in a read \(idempotent\) via`
	return s.GetSettings(ctx)
}
