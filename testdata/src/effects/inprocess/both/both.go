// Package both imports an embedded driver and a networked one: which
// database a handle reaches is not known, so nothing is in process.
package both

import (
	"context"
	"database/sql"

	_ "github.com/lib/pq"
	_ "modernc.org/sqlite"
)

func AddOrder(ctx context.Context, db *sql.DB, item string) error { // want AddOrder:`^writes sql INSERT INTO orders via both\.AddOrder -> \(\*sql\.DB\)\.ExecContext$`
	_, err := db.ExecContext(ctx, "INSERT INTO orders (item) VALUES ($1)", item)
	return err
}
