// Package remote runs its SQL in Postgres: not in process.
package remote

import (
	"context"
	"database/sql"

	_ "github.com/lib/pq"
)

func AddOrder(ctx context.Context, db *sql.DB, item string) error { // want AddOrder:`^writes sql INSERT INTO orders via remote\.AddOrder -> \(\*sql\.DB\)\.ExecContext$`
	_, err := db.ExecContext(ctx, "INSERT INTO orders (item) VALUES ($1)", item)
	return err
}
