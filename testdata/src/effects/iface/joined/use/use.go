// Package use calls the store's repositories from another package: the
// join comes through the Impl fact.
package use

import (
	"context"

	"effects/iface/joined/store"
)

func NewProject(ctx context.Context, p store.Projects, name string) error { // want NewProject:`^writes sql INSERT INTO project via use\.NewProject -> \(store\.sqliteProjects\)\.CreateProject -> \(\*sql\.Stmt\)\.Exec; sql INSERT INTO projects via use\.NewProject -> \(\*store\.mariaProjects\)\.CreateProject -> \(\*sql\.Stmt\)\.Exec$`
	return p.CreateProject(ctx, name)
}

func RemoveProject(ctx context.Context, p store.Projects, id string) error { // want RemoveProject:`^writes sql DELETE FROM project \(idempotent\) via use\.RemoveProject -> \(store\.sqliteProjects\)\.DeleteProject -> \(\*sql\.Stmt\)\.Exec; sql DELETE FROM projects \(idempotent\) via use\.RemoveProject -> \(\*store\.mariaProjects\)\.DeleteProject -> \(\*sql\.Stmt\)\.Exec$`
	return p.DeleteProject(ctx, id)
}

func Put(ctx context.Context, p store.Projects, id, name string) error { // want Put:`^writes sql INSERT INTO projects via use\.Put -> \(\*store\.mariaProjects\)\.SaveProject -> \(\*sql\.Stmt\)\.Exec; sql UPDATE project \(idempotent\) via use\.Put -> \(store\.sqliteProjects\)\.SaveProject -> \(\*sql\.Stmt\)\.Exec$`
	return p.SaveProject(ctx, id, name)
}

func List(ctx context.Context, p store.Projects) error {
	return p.ListProjects(ctx)
}

func NewCategory(ctx context.Context, c store.Categories, name string) error { // want NewCategory:`^writes verb \(store\.Categories\)\.CreateCategory via use\.NewCategory -> \(store\.Categories\)\.CreateCategory$`
	return c.CreateCategory(ctx, name)
}

func ArchiveCategory(ctx context.Context, c store.Categories, id string) error {
	return c.Archive(ctx, id)
}

// NewEntities writes what the SQLite graph writes; the JSON Lines one
// keeps the same store in a file (the Impl fact).
func NewEntities(g store.Graph, names []string) error { // want NewEntities:`^writes sql INSERT INTO entities via use\.NewEntities -> \(\*store\.sqliteGraph\)\.CreateEntities -> \(\*sql\.DB\)\.Exec$`
	return g.CreateEntities(names)
}

func DropEntities(g store.Graph, names []string) error { // want DropEntities:`^writes sql DELETE FROM entities \(idempotent\) via use\.DropEntities -> \(\*store\.sqliteGraph\)\.DeleteEntities -> \(\*sql\.DB\)\.Exec$`
	return g.DeleteEntities(names)
}

func SearchGraph(g store.Graph, q string) ([]string, error) {
	return g.Search(q)
}

func StoreIt(a store.Archive, name string) error {
	return a.Store(name)
}
