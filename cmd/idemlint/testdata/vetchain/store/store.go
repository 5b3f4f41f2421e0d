// Package store implements its repository twice, over MariaDB and over
// SQLite, as a todo server does; each writes, so a call of the interface
// writes what either does, and the Impl fact carries that join. Its
// methods take no context, so the verb rule does not decide them.
package store

import "database/sql"

type Projects interface {
	CreateProject(name string) error
	Archive(id string) error
}

type mariaProjects struct{ db *sql.DB }

func (r *mariaProjects) CreateProject(name string) error {
	stmt, _ := r.db.Prepare("INSERT INTO projects (name) VALUES (?)")
	_, err := stmt.Exec(name)
	return err
}

func (r *mariaProjects) Archive(id string) error {
	stmt, _ := r.db.Prepare("UPDATE projects SET archived = 1 WHERE id = ?")
	_, err := stmt.Exec(id)
	return err
}

type sqliteProjects struct{ db *sql.DB }

func (r *sqliteProjects) CreateProject(name string) error {
	stmt, _ := r.db.Prepare("INSERT INTO project (name) VALUES (?)")
	_, err := stmt.Exec(name)
	return err
}

// Archive only marks a map here: the call is not resolved.
func (r *sqliteProjects) Archive(id string) error {
	return nil
}
