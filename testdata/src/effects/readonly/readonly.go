// Package readonly looks like it writes but only reads.
package readonly

import (
	"context"
	"database/sql"
	"net/http"
	"time"
)

// create_report is named like a write tool and only reads.
func create_report(ctx context.Context, db *sql.DB, c *http.Client) (int, error) {
	since := time.Now().Add(-24 * time.Hour)
	var n int
	if err := db.QueryRowContext(ctx, "SELECT count(*) FROM orders WHERE created_at > $1", since).Scan(&n); err != nil {
		return 0, err
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, "https://example.com/stats", nil)
	if err != nil {
		return 0, err
	}
	resp, err := c.Do(req)
	if err != nil {
		return 0, err
	}
	resp.Body.Close()
	return n, nil
}

// CreateOrderView is named like a write and reads.
func CreateOrderView(ctx context.Context, db *sql.DB) error {
	_, err := create_report(ctx, db, http.DefaultClient)
	return err
}
