// Package execer runs SQL through an interface of its own with the shape
// of *sql.DB's ExecContext: the pass resolves a call of it wherever the
// interface is declared, so the package needs SSA.
package execer

import (
	"context"
	"database/sql"
)

type execer interface {
	ExecContext(ctx context.Context, query string, args ...any) (sql.Result, error)
}

func Refund(ctx context.Context, db execer, order string) error {
	_, err := db.ExecContext(ctx, "INSERT INTO refunds (order_id) VALUES ($1)", order)
	return err
}
