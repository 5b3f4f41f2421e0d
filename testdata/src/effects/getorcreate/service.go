package getorcreate

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
)

// ErrNotFound is the program's own error for a lookup that found nothing.
var ErrNotFound = errors.New("not found")

type Project struct{ ID, Slug string }

// Projects is a service over the database: its lookup answers
// ErrNotFound when no row matches.
type Projects struct{ db *sql.DB }

func (p *Projects) GetBySlug(ctx context.Context, db *sql.DB, slug string) (*Project, error) {
	var pr Project
	err := db.QueryRowContext(ctx, "SELECT id, slug FROM projects WHERE slug = ?", slug).Scan(&pr.ID, &pr.Slug)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, ErrNotFound
	}
	return &pr, err
}

func (p *Projects) Create(ctx context.Context, db *sql.DB, slug string) (*Project, error) { // want Create:`^writes sql INSERT INTO projects via`
	_, err := db.ExecContext(ctx, "INSERT INTO projects (slug) VALUES (?)", slug)
	return &Project{Slug: slug}, err
}

func (p *Projects) Log(ctx context.Context, db *sql.DB, what string) error { // want Log:`^writes sql INSERT INTO journal via`
	_, err := db.ExecContext(ctx, "INSERT INTO journal (what) VALUES (?)", what)
	return err
}

type Agent struct {
	projects *Projects
	db       *sql.DB
}

// ensureProject creates the project only where the service's lookup
// answered its not-found error: a repeat finds it. The lookup is given
// the database, a pointer to a struct, and is still no store's lookup
// of a record type.
func (a *Agent) ensureProject(ctx context.Context, slug string) (string, error) { // want ensureProject:`^writes sql INSERT INTO projects when a lookup finds none \(idempotent\) via`
	p, err := a.projects.GetBySlug(ctx, a.db, slug)
	if err == nil {
		return p.ID, nil
	}
	if !errors.Is(err, ErrNotFound) {
		return "", fmt.Errorf("ensure: %w", err)
	}
	p, err = a.projects.Create(ctx, a.db, slug)
	if err != nil {
		return "", err
	}
	return p.ID, nil
}

// noteMissing journals the miss, which is no create: a repeat journals
// again.
func (a *Agent) noteMissing(ctx context.Context, slug string) error { // want noteMissing:`^writes sql INSERT INTO journal via`
	_, err := a.projects.GetBySlug(ctx, a.db, slug)
	if errors.Is(err, ErrNotFound) {
		return a.projects.Log(ctx, a.db, "missing "+slug)
	}
	return err
}

// createAnyway creates whatever the lookup answered: acts again.
func (a *Agent) createAnyway(ctx context.Context, slug string) error { // want createAnyway:`^writes sql INSERT INTO projects via`
	_, _ = a.projects.GetBySlug(ctx, a.db, slug)
	_, err := a.projects.Create(ctx, a.db, slug)
	return err
}
