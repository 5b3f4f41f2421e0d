// Package closure writes inside function literals and through recursion.
package closure

import (
	"context"
	"database/sql"
	"net/http"
)

// Handler returns a handler literal that writes; the literal's writes are
// Handler's (the function creates and hands out the write).
func Handler(db *sql.DB) http.HandlerFunc { // want Handler:`^writes sql INSERT INTO hits via closure\.Handler -> closure\.Handler\$1 -> \(\*sql\.DB\)\.ExecContext$`
	return func(w http.ResponseWriter, r *http.Request) {
		_, _ = db.ExecContext(r.Context(), "INSERT INTO hits (path) VALUES ($1)", r.URL.Path)
	}
}

func withTx(ctx context.Context, db *sql.DB, f func(*sql.Tx) error) error {
	tx, err := db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	if err := f(tx); err != nil {
		_ = tx.Rollback()
		return err
	}
	return tx.Commit()
}

// Transfer writes in a callback.
func Transfer(ctx context.Context, db *sql.DB, from, to string) error { // want Transfer:`^writes sql UPDATE accounts via closure\.Transfer -> closure\.Transfer\$1 -> \(\*sql\.Tx\)\.ExecContext$`
	return withTx(ctx, db, func(tx *sql.Tx) error {
		_, err := tx.ExecContext(ctx, "UPDATE accounts SET cents = cents - 100 WHERE id = $1", from)
		return err
	})
}

// Immediate calls a literal in place.
func Immediate(ctx context.Context, db *sql.DB) error { // want Immediate:`^writes sql DELETE FROM carts \(idempotent\) via closure\.Immediate -> closure\.Immediate\$1 -> \(\*sql\.DB\)\.ExecContext$`
	return func() error {
		_, err := db.ExecContext(ctx, "DELETE FROM carts")
		return err
	}()
}

// Retry and retryOnce recurse into each other around a write.
func Retry(ctx context.Context, db *sql.DB, n int) error { // want Retry:`^writes sql INSERT INTO attempts via closure\.Retry -> closure\.retryOnce -> \(\*sql\.DB\)\.ExecContext$`
	if n == 0 {
		return nil
	}
	return retryOnce(ctx, db, n)
}

func retryOnce(ctx context.Context, db *sql.DB, n int) error { // want retryOnce:`^writes sql INSERT INTO attempts via closure\.retryOnce -> \(\*sql\.DB\)\.ExecContext$`
	if _, err := db.ExecContext(ctx, "INSERT INTO attempts DEFAULT VALUES"); err != nil {
		return Retry(ctx, db, n-1)
	}
	return nil
}

// Countdown recurses on itself.
func Countdown(ctx context.Context, c *http.Client, n int) error { // want Countdown:`^writes http POST via closure\.Countdown -> \(\*http\.Client\)\.Do$`
	if n == 0 {
		return nil
	}
	req, _ := http.NewRequestWithContext(ctx, http.MethodPost, "https://example.com", nil)
	if _, err := c.Do(req); err != nil {
		return err
	}
	return Countdown(ctx, c, n-1)
}
