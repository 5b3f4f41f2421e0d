// Package dialect is a stub of entgo.io/ent/dialect (v0.14.5): the
// exported signatures the fixtures use.
package dialect

import (
	"context"
	"database/sql/driver"
)

type ExecQuerier interface {
	Exec(ctx context.Context, query string, args, v any) error
	Query(ctx context.Context, query string, args, v any) error
}

type Driver interface {
	ExecQuerier
	Tx(context.Context) (Tx, error)
	Close() error
	Dialect() string
}

type Tx interface {
	ExecQuerier
	driver.Tx
}
