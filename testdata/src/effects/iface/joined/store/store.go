// Package store declares repositories with an implementation over
// MariaDB and one over SQLite, as a todo server does: which runs is
// configuration, and each writes, so a call writes what either does.
package store

import (
	"context"
	"database/sql"
)

type Projects interface {
	CreateProject(ctx context.Context, name string) error   // want CreateProject:`^implemented by each of \(\*store\.mariaProjects\)\.CreateProject: writes sql INSERT INTO projects via \(\*store\.mariaProjects\)\.CreateProject -> \(\*sql\.Stmt\)\.Exec \| \(store\.sqliteProjects\)\.CreateProject: writes sql INSERT INTO project via \(store\.sqliteProjects\)\.CreateProject -> \(\*sql\.Stmt\)\.Exec$`
	DeleteProject(ctx context.Context, id string) error     // want DeleteProject:`^implemented by each of \(\*store\.mariaProjects\)\.DeleteProject: writes sql DELETE FROM projects \(idempotent\) via .* \| \(store\.sqliteProjects\)\.DeleteProject: writes sql DELETE FROM project \(idempotent\) via`
	SaveProject(ctx context.Context, id, name string) error // want SaveProject:`^implemented by each of \(\*store\.mariaProjects\)\.SaveProject: writes sql INSERT INTO projects via .* \| \(store\.sqliteProjects\)\.SaveProject: writes sql UPDATE project \(idempotent\) via`
	ListProjects(ctx context.Context) error
}

type mariaProjects struct{ db *sql.DB }

func (r *mariaProjects) CreateProject(ctx context.Context, name string) error { // want CreateProject:`^writes sql INSERT INTO projects via`
	stmt, _ := r.db.Prepare("INSERT INTO projects (name) VALUES (?)")
	_, err := stmt.Exec(name)
	return err
}

func (r *mariaProjects) DeleteProject(ctx context.Context, id string) error { // want DeleteProject:`^writes sql DELETE FROM projects \(idempotent\) via`
	stmt, _ := r.db.Prepare("DELETE FROM projects WHERE id = ?")
	_, err := stmt.Exec(id)
	return err
}

// SaveProject inserts a new row on MariaDB...
func (r *mariaProjects) SaveProject(ctx context.Context, id, name string) error { // want SaveProject:`^writes sql INSERT INTO projects via`
	stmt, _ := r.db.Prepare("INSERT INTO projects (id, name) VALUES (?, ?)")
	_, err := stmt.Exec(id, name)
	return err
}

func (r *mariaProjects) ListProjects(ctx context.Context) error {
	_, err := r.db.Query("SELECT id, name FROM projects")
	return err
}

type sqliteProjects struct{ db *sql.DB }

func (r sqliteProjects) CreateProject(ctx context.Context, name string) error { // want CreateProject:`^writes sql INSERT INTO project via`
	stmt, _ := r.db.Prepare("INSERT INTO project (name) VALUES (?)")
	_, err := stmt.Exec(name)
	return err
}

func (r sqliteProjects) DeleteProject(ctx context.Context, id string) error { // want DeleteProject:`^writes sql DELETE FROM project \(idempotent\) via`
	stmt, _ := r.db.Prepare("DELETE FROM project WHERE id = ?")
	_, err := stmt.Exec(id)
	return err
}

// ...and updates one on SQLite: a repeat acts again on MariaDB.
func (r sqliteProjects) SaveProject(ctx context.Context, id, name string) error { // want SaveProject:`^writes sql UPDATE project \(idempotent\) via`
	stmt, _ := r.db.Prepare("UPDATE project SET name = ? WHERE id = ?")
	_, err := stmt.Exec(name, id)
	return err
}

func (r sqliteProjects) ListProjects(ctx context.Context) error {
	_, err := r.db.Query("SELECT id, name FROM project")
	return err
}

// Categories has an implementation that writes and one that keeps a map:
// which runs is not known, so the call is not resolved.
type Categories interface {
	CreateCategory(ctx context.Context, name string) error
	Archive(ctx context.Context, id string) error
}

type sqlCategories struct{ db *sql.DB }

func (r *sqlCategories) CreateCategory(ctx context.Context, name string) error { // want CreateCategory:`^writes sql INSERT INTO categories via`
	_, err := r.db.Exec("INSERT INTO categories (name) VALUES (?)", name)
	return err
}

func (r *sqlCategories) Archive(ctx context.Context, id string) error { // want Archive:`^writes sql UPDATE categories \(idempotent\) via`
	_, err := r.db.Exec("UPDATE categories SET archived = true WHERE id = ?", id)
	return err
}

type memCategories struct{ m map[string]bool }

func (r *memCategories) CreateCategory(ctx context.Context, name string) error {
	r.m[name] = false
	return nil
}

func (r *memCategories) Archive(ctx context.Context, id string) error {
	r.m[id] = true
	return nil
}

// AddProject calls the interface in its own package: both INSERTs.
func AddProject(ctx context.Context, p Projects, name string) error { // want AddProject:`^writes sql INSERT INTO project via store\.AddProject -> \(store\.sqliteProjects\)\.CreateProject -> \(\*sql\.Stmt\)\.Exec; sql INSERT INTO projects via store\.AddProject -> \(\*store\.mariaProjects\)\.CreateProject -> \(\*sql\.Stmt\)\.Exec$`
	return p.CreateProject(ctx, name)
}

// DropProject: both DELETEs, each idempotent.
func DropProject(ctx context.Context, p Projects, id string) error { // want DropProject:`^writes sql DELETE FROM project \(idempotent\) via store\.DropProject -> \(store\.sqliteProjects\)\.DeleteProject -> \(\*sql\.Stmt\)\.Exec; sql DELETE FROM projects \(idempotent\) via store\.DropProject -> \(\*store\.mariaProjects\)\.DeleteProject -> \(\*sql\.Stmt\)\.Exec$`
	return p.DeleteProject(ctx, id)
}

// PutProject: an INSERT and an idempotent UPDATE.
func PutProject(ctx context.Context, p Projects, id, name string) error { // want PutProject:`^writes sql INSERT INTO projects via store\.PutProject -> \(\*store\.mariaProjects\)\.SaveProject -> \(\*sql\.Stmt\)\.Exec; sql UPDATE project \(idempotent\) via store\.PutProject -> \(store\.sqliteProjects\)\.SaveProject -> \(\*sql\.Stmt\)\.Exec$`
	return p.SaveProject(ctx, id, name)
}

// Projects reads on both.
func ListAll(ctx context.Context, p Projects) error {
	return p.ListProjects(ctx)
}

// AddCategory: the map implementation does not write, so the verb rule
// decides, as before.
func AddCategory(ctx context.Context, c Categories, name string) error { // want AddCategory:`^writes verb \(store\.Categories\)\.CreateCategory via store\.AddCategory -> \(store\.Categories\)\.CreateCategory$`
	return c.CreateCategory(ctx, name)
}

// ArchiveCategory: unresolved, and Archive is not a verb: nothing.
func ArchiveCategory(ctx context.Context, c Categories, id string) error {
	return c.Archive(ctx, id)
}

// Flusher has five implementations that write: past maxJoined the call
// is not resolved (and Flush is not a verb: nothing).
type Flusher interface {
	Flush(ctx context.Context) error
}

type f1 struct{ db *sql.DB }
type f2 struct{ db *sql.DB }
type f3 struct{ db *sql.DB }
type f4 struct{ db *sql.DB }
type f5 struct{ db *sql.DB }

func (f f1) Flush(ctx context.Context) error { _, err := f.db.Exec("DELETE FROM q1"); return err } // want Flush:`^writes sql DELETE FROM q1 \(idempotent\)`
func (f f2) Flush(ctx context.Context) error { _, err := f.db.Exec("DELETE FROM q2"); return err } // want Flush:`^writes sql DELETE FROM q2 \(idempotent\)`
func (f f3) Flush(ctx context.Context) error { _, err := f.db.Exec("DELETE FROM q3"); return err } // want Flush:`^writes sql DELETE FROM q3 \(idempotent\)`
func (f f4) Flush(ctx context.Context) error { _, err := f.db.Exec("DELETE FROM q4"); return err } // want Flush:`^writes sql DELETE FROM q4 \(idempotent\)`
func (f f5) Flush(ctx context.Context) error { _, err := f.db.Exec("DELETE FROM q5"); return err } // want Flush:`^writes sql DELETE FROM q5 \(idempotent\)`

func FlushAll(ctx context.Context, f Flusher) error {
	return f.Flush(ctx)
}
