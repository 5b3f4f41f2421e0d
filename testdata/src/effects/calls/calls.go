// Package calls checks the per-call-site answers: a test analyzer reports
// Result.CallEffects at each call and Result.Of for each function literal.
package calls

import (
	"context"
	"database/sql"
	"net/http"

	"effects/chain/b"
)

type Client struct{ db *sql.DB }

func (c *Client) Refund(ctx context.Context, id string) error {
	_, err := c.db.ExecContext(ctx, "INSERT INTO refunds (id) VALUES ($1)", id) // want `call writes sql INSERT INTO refunds via \(\*calls\.Client\)\.Refund -> \(\*sql\.DB\)\.ExecContext`
	return err
}

func Handler(ctx context.Context, c *Client, id string) error {
	if err := b.Get(ctx, "/x"); err != nil {
		return err
	}
	if err := b.Post(ctx, "/x"); err != nil { // want `call writes http POST via calls\.Handler -> b\.Post -> c\.Send -> d\.Do -> \(\*http\.Client\)\.Do`
		return err
	}
	refund := c.Refund
	if err := refund(ctx, id); err != nil { // want `call writes sql INSERT INTO refunds via calls\.Handler -> \(\*calls\.Client\)\.Refund -> \(\*sql\.DB\)\.ExecContext`
		return err
	}
	return Exec[string](ctx, c.db, id) // want `call writes sql DELETE FROM t \(idempotent\) via calls\.Handler -> calls\.Exec -> \(\*sql\.DB\)\.ExecContext`
}

// Exec is generic.
func Exec[T any](ctx context.Context, db *sql.DB, v T) error {
	_, err := db.ExecContext(ctx, "DELETE FROM t WHERE v = $1", v) // want `call writes sql DELETE FROM t \(idempotent\) via calls\.Exec -> \(\*sql\.DB\)\.ExecContext`
	return err
}

// send takes the method; the call inside it has no write of its own.
func send(ctx context.Context, method string) error {
	req, err := http.NewRequestWithContext(ctx, method, "https://example.com", nil)
	if err != nil {
		return err
	}
	_, err = http.DefaultClient.Do(req)
	return err
}

func Literal(ctx context.Context) {
	go func() { // want `call writes http PUT \(idempotent\) via calls\.Literal -> calls\.Literal\$1 -> calls\.send` `literal writes http PUT \(idempotent\) via calls\.Literal\$1 -> calls\.send -> \(\*http\.Client\)\.Do`
		_ = send(ctx, http.MethodPut) // want `call writes http PUT \(idempotent\) via calls\.Literal\$1 -> calls\.send -> \(\*http\.Client\)\.Do`
	}()
}

// A literal of a package-level variable is named after the variable, not
// after the package initialiser SSA makes its parent.
var refund = func(ctx context.Context) error { // want `literal writes http POST via calls\.refund -> calls\.send -> \(\*http\.Client\)\.Do`
	return send(ctx, http.MethodPost) // want `call writes http POST via calls\.refund -> calls\.send -> \(\*http\.Client\)\.Do`
}

// Two literals in one initialiser are numbered.
var registry = []func(ctx context.Context) error{
	func(ctx context.Context) error { return nil },
	func(ctx context.Context) error { return send(ctx, http.MethodPatch) }, // want `literal writes http PATCH \(idempotent\) via calls\.registry\$2 -> calls\.send -> \(\*http\.Client\)\.Do` `call writes http PATCH \(idempotent\) via calls\.registry\$2 -> calls\.send -> \(\*http\.Client\)\.Do`
}
