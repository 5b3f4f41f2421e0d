// Package pq stubs github.com/lib/pq v1.10.9: the database/sql driver
// registered as "postgres" by importing the package.
package pq

import (
	"database/sql"
	"database/sql/driver"
	"errors"
)

// Driver is the Postgres database driver.
type Driver struct{}

// Open opens a new connection to the database.
func (d Driver) Open(name string) (driver.Conn, error) { return nil, errors.New("stub") }

func init() { sql.Register("postgres", &Driver{}) }
