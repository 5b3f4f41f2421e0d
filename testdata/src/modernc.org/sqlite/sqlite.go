// Package sqlite stubs modernc.org/sqlite v1.46.1: the database/sql
// driver registered as "sqlite" by importing the package.
package sqlite

import (
	"database/sql"
	"database/sql/driver"
	"errors"
)

// Driver implements database/sql/driver.Driver.
type Driver struct{}

// Open returns a new connection to the database named name.
func (d *Driver) Open(name string) (driver.Conn, error) { return nil, errors.New("stub") }

func init() { sql.Register("sqlite", &Driver{}) }
