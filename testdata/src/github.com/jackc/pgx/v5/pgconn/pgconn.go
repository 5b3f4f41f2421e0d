// Package pgconn is a stub of github.com/jackc/pgx/v5/pgconn (v5.12.0).
package pgconn

type CommandTag struct{ s string }

func (ct CommandTag) RowsAffected() int64 { return 0 }
