// Package use declares its own interface over the client, names none of
// the client's types in it, and puts clients in it itself: the client is
// the implementation a call of the interface runs.
package use

import (
	"database/sql"

	"effects/iface/conv/client"
)

type Notes interface {
	CreateNote(text string) error // want CreateNote:`^implemented by \(\*client\.Client\)\.CreateNote: writes sql INSERT INTO notes`
	ListNotes() ([]string, error) // want ListNotes:`^implemented by \(\*client\.Client\)\.ListNotes \(no writes\)$`
}

// Reader is an interface the package puts nothing in: a call of it
// stays unresolved.
type Reader interface {
	CreateNote(text string) error
}

type Server struct {
	profiles map[string]Notes
}

func (s *Server) load(name string, db *sql.DB) {
	s.profiles[name] = client.New(db)
}

func Save(n Notes, text string) error { // want Save:`^writes sql INSERT INTO notes via use\.Save -> \(\*client\.Client\)\.CreateNote`
	return n.CreateNote(text)
}

func SaveRead(r Reader, text string) error {
	return r.CreateNote(text)
}
