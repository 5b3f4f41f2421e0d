package store

import (
	"database/sql"
	"encoding/json"
	"os"
)

// Graph keeps a knowledge graph in SQLite or in a JSON Lines file it
// rewrites on each change, as a memory server does; its methods take no
// context. The file implementation is the same store kept elsewhere, so
// a call writes what the SQLite one writes.
type Graph interface {
	CreateEntities(names []string) error // want CreateEntities:`^implemented by each of \(\*store\.sqliteGraph\)\.CreateEntities: writes sql INSERT INTO entities via \(\*store\.sqliteGraph\)\.CreateEntities -> \(\*sql\.DB\)\.Exec$`
	DeleteEntities(names []string) error // want DeleteEntities:`^implemented by each of \(\*store\.sqliteGraph\)\.DeleteEntities: writes sql DELETE FROM entities \(idempotent\) via`
	Search(query string) ([]string, error)
}

type sqliteGraph struct{ db *sql.DB }

func (g *sqliteGraph) CreateEntities(names []string) error { // want CreateEntities:`^writes sql INSERT INTO entities via`
	for _, n := range names {
		if _, err := g.db.Exec("INSERT INTO entities (name) VALUES (?)", n); err != nil {
			return err
		}
	}
	return nil
}

func (g *sqliteGraph) DeleteEntities(names []string) error { // want DeleteEntities:`^writes sql DELETE FROM entities \(idempotent\) via`
	for _, n := range names {
		if _, err := g.db.Exec("DELETE FROM entities WHERE name = ?", n); err != nil {
			return err
		}
	}
	return nil
}

func (g *sqliteGraph) Search(query string) ([]string, error) {
	_, err := g.db.Query("SELECT name FROM entities WHERE name LIKE ?", query)
	return nil, err
}

type jsonlGraph struct{ path string }

func (g *jsonlGraph) load() ([]string, error) {
	data, err := os.ReadFile(g.path)
	if err != nil {
		return nil, err
	}
	var names []string
	err = json.Unmarshal(data, &names)
	return names, err
}

// save rewrites the file through a temporary one.
func (g *jsonlGraph) save(names []string) error {
	tmp := g.path + ".tmp"
	f, err := os.OpenFile(tmp, os.O_WRONLY|os.O_CREATE|os.O_TRUNC, 0o644)
	if err != nil {
		return err
	}
	if err := json.NewEncoder(f).Encode(names); err != nil {
		f.Close()
		return err
	}
	f.Close()
	return os.Rename(tmp, g.path)
}

func (g *jsonlGraph) CreateEntities(names []string) error {
	all, err := g.load()
	if err != nil {
		return err
	}
	return g.save(append(all, names...))
}

func (g *jsonlGraph) DeleteEntities(names []string) error {
	all, err := g.load()
	if err != nil {
		return err
	}
	return g.save(all[:0])
}

func (g *jsonlGraph) Search(query string) ([]string, error) {
	return g.load()
}

// AddEntities calls the graph in its own package: the SQLite INSERT.
func AddEntities(g Graph, names []string) error { // want AddEntities:`^writes sql INSERT INTO entities via store\.AddEntities -> \(\*store\.sqliteGraph\)\.CreateEntities -> \(\*sql\.DB\)\.Exec$`
	return g.CreateEntities(names)
}

// FindEntities reads on both.
func FindEntities(g Graph, query string) ([]string, error) {
	return g.Search(query)
}

// Archive has an implementation over SQL and one that only opens a file
// to read it: that one does not write, so the call stays unresolved.
type Archive interface {
	Store(name string) error
}

type sqlArchive struct{ db *sql.DB }

func (a *sqlArchive) Store(name string) error { // want Store:`^writes sql INSERT INTO archive via`
	_, err := a.db.Exec("INSERT INTO archive (name) VALUES (?)", name)
	return err
}

type fileArchive struct{ path string }

func (a *fileArchive) Store(name string) error {
	f, err := os.OpenFile(a.path, os.O_RDONLY, 0)
	if err != nil {
		return err
	}
	return f.Close()
}

func StoreArchived(a Archive, name string) error {
	return a.Store(name)
}
