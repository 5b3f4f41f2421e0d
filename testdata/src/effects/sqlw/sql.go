// Package sqlw writes and reads with database/sql, pgx and a sqlc-style
// interface.
package sqlw

import (
	"context"
	"database/sql"
	"fmt"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgxpool"
)

type Store struct {
	db   *sql.DB
	pool *pgxpool.Pool
}

func (s *Store) Insert(ctx context.Context, id string) error { // want Insert:`^writes sql INSERT INTO refunds via \(\*sqlw\.Store\)\.Insert -> \(\*sql\.DB\)\.ExecContext$`
	_, err := s.db.ExecContext(ctx, "INSERT INTO refunds (id) VALUES ($1)", id)
	return err
}

func (s *Store) Upsert(ctx context.Context, id string) error { // want Upsert:`^writes sql INSERT INTO refunds ON CONFLICT \(idempotent\) via`
	_, err := s.db.ExecContext(ctx, `INSERT INTO refunds (id, amount) VALUES ($1, $2)
		ON CONFLICT (id) DO UPDATE SET amount = EXCLUDED.amount`, id, 10)
	return err
}

func (s *Store) Ignore(ctx context.Context, id string) error { // want Ignore:`^writes sql INSERT INTO refunds ON CONFLICT \(idempotent\) via`
	_, err := s.db.ExecContext(ctx, "insert into refunds (id) values ($1) on conflict do nothing", id)
	return err
}

func (s *Store) Increment(ctx context.Context, id string) error { // want Increment:`^writes sql UPDATE accounts via`
	_, err := s.db.Exec("UPDATE accounts SET balance = balance + $1 WHERE id = $2", 10, id)
	return err
}

func (s *Store) SetStatus(ctx context.Context, id string) error { // want SetStatus:`^writes sql UPDATE orders \(idempotent\) via`
	_, err := s.db.ExecContext(ctx, "UPDATE orders SET status = 'refunded', updated_at = now() WHERE id = $1", id)
	return err
}

func (s *Store) Remove(ctx context.Context, id string) error { // want Remove:`^writes sql DELETE FROM sessions \(idempotent\) via`
	_, err := s.db.ExecContext(ctx, "DELETE FROM sessions WHERE id = $1", id)
	return err
}

// Read and Count only read.
func (s *Store) Read(ctx context.Context, id string) (string, error) {
	var v string
	err := s.db.QueryRowContext(ctx, "SELECT status FROM orders WHERE id = $1", id).Scan(&v)
	return v, err
}

func (s *Store) Count(ctx context.Context) (int, error) {
	var n int
	_, err := s.db.ExecContext(ctx, "SELECT 1")
	if err != nil {
		return 0, err
	}
	err = s.pool.QueryRow(ctx, "SELECT count(*) FROM orders").Scan(&n)
	return n, err
}

// Dynamic builds its statement at run time: not reported.
func (s *Store) Dynamic(ctx context.Context, table, id string) error {
	_, err := s.db.ExecContext(ctx, fmt.Sprintf("DELETE FROM %s WHERE id = $1", table), id)
	return err
}

// Placeholders builds its statement from a constant start: what the
// start says is the write, whatever the list it is given.
func (s *Store) Placeholders(ctx context.Context, names []string) error { // want Placeholders:`^writes sql DELETE FROM entities \(idempotent\) via \(\*sqlw\.Store\)\.Placeholders -> \(\*sql\.DB\)\.ExecContext$`
	query := fmt.Sprintf("DELETE FROM entities WHERE name IN (%s)", placeholders(len(names)))
	_, err := s.db.ExecContext(ctx, query, anys(names)...)
	return err
}

// Appended adds a row for each name it is given: another on a repeat.
func (s *Store) Appended(ctx context.Context, names []string) error { // want Appended:`^writes sql INSERT INTO observations via`
	_, err := s.db.ExecContext(ctx, "INSERT INTO observations (name) VALUES "+placeholders(len(names)), anys(names)...)
	return err
}

// Concatenated names its table at run time: not reported.
func (s *Store) Concatenated(ctx context.Context, table string) error {
	_, err := s.db.ExecContext(ctx, "DELETE FROM "+table+" WHERE id = $1", 1)
	return err
}

func placeholders(n int) string {
	out := ""
	for i := range n {
		if i > 0 {
			out += ", "
		}
		out += "?"
	}
	return out
}

func anys(ss []string) []any {
	out := make([]any, len(ss))
	for i, s := range ss {
		out[i] = s
	}
	return out
}

// Returning writes through Query.
func (s *Store) Returning(ctx context.Context, id string) (string, error) { // want Returning:`^writes sql INSERT INTO refunds via \(\*sqlw\.Store\)\.Returning -> \(\*sql\.DB\)\.QueryRowContext$`
	var out string
	err := s.db.QueryRowContext(ctx, "INSERT INTO refunds (id) VALUES ($1) RETURNING id", id).Scan(&out)
	return out, err
}

// PGX writes through pgxpool and a pgx.Tx.
func (s *Store) PGX(ctx context.Context, id string) error { // want PGX:`^writes sql INSERT INTO ledger_entries via \(\*sqlw\.Store\)\.PGX -> \(\*pgxpool\.Pool\)\.Exec; sql UPDATE wallets via \(\*sqlw\.Store\)\.PGX -> \(pgx/v5\.Tx\)\.Exec$`
	if _, err := s.pool.Exec(ctx, "INSERT INTO ledger_entries (id) VALUES ($1)", id); err != nil {
		return err
	}
	tx, err := s.pool.Begin(ctx)
	if err != nil {
		return err
	}
	if _, err := tx.Exec(ctx, "UPDATE wallets SET cents = cents - 100 WHERE id = $1", id); err != nil {
		return err
	}
	return tx.Commit(ctx)
}

// Prepared executes a prepared INSERT.
func (s *Store) Prepared(ctx context.Context, id string) error { // want Prepared:`^writes sql INSERT INTO audit via \(\*sqlw\.Store\)\.Prepared -> \(\*sql\.Stmt\)\.ExecContext$`
	stmt, err := s.db.PrepareContext(ctx, "INSERT INTO audit (id) VALUES (?)")
	if err != nil {
		return err
	}
	defer stmt.Close()
	_, err = stmt.ExecContext(ctx, id)
	return err
}

// exec is a wrapper whose statement the caller gives.
func (s *Store) exec(ctx context.Context, q string, args ...any) error { // want exec:`^sql statement from param 1 via \(\*sqlw\.Store\)\.exec -> \(\*sql\.DB\)\.ExecContext$`
	_, err := s.db.ExecContext(ctx, q, args...)
	return err
}

func (s *Store) Archive(ctx context.Context, id string) error { // want Archive:`^writes sql UPDATE orders \(idempotent\) via \(\*sqlw\.Store\)\.Archive -> \(\*sqlw\.Store\)\.exec -> \(\*sql\.DB\)\.ExecContext$`
	return s.exec(ctx, "UPDATE orders SET archived = true WHERE id = $1", id)
}

func (s *Store) Ping(ctx context.Context) error {
	return s.exec(ctx, "SELECT 1")
}

// DBTX is the interface sqlc generates.
type DBTX interface {
	ExecContext(context.Context, string, ...interface{}) (sql.Result, error)
	QueryRowContext(context.Context, string, ...interface{}) *sql.Row
}

type Queries struct{ db DBTX }

const createRefund = `-- name: CreateRefund :exec
INSERT INTO refunds (id, amount) VALUES ($1, $2)
`

func (q *Queries) CreateRefund(ctx context.Context, id string, amount int64) error { // want CreateRefund:`^writes sql INSERT INTO refunds via \(\*sqlw\.Queries\)\.CreateRefund -> \(sqlw\.DBTX\)\.ExecContext$`
	_, err := q.db.ExecContext(ctx, createRefund, id, amount)
	return err
}

const getRefund = `-- name: GetRefund :one
SELECT id FROM refunds WHERE id = $1
`

func (q *Queries) GetRefund(ctx context.Context, id string) (string, error) {
	var out string
	err := q.db.QueryRowContext(ctx, getRefund, id).Scan(&out)
	return out, err
}

// PGXLike is shaped like pgx's query interface.
type PGXLike interface {
	Exec(ctx context.Context, sql string, arguments ...any) (pgconn.CommandTag, error)
	QueryRow(ctx context.Context, sql string, args ...any) pgx.Row
}

func Bump(ctx context.Context, db PGXLike, id string) error { // want Bump:`^writes sql INSERT INTO counters ON CONFLICT via`
	_, err := db.Exec(ctx, "INSERT INTO counters (id, n) VALUES ($1, 1) ON CONFLICT (id) DO UPDATE SET n = counters.n + 1", id)
	return err
}

func Merge(ctx context.Context, db *sql.DB) error { // want Merge:`^writes sql MERGE INTO stock \(idempotent\) via`
	_, err := db.ExecContext(ctx, "WITH src AS (SELECT 1) MERGE INTO stock USING src ON true WHEN MATCHED THEN UPDATE SET n = 1")
	return err
}

// CTE modifies data in a WITH clause of a SELECT.
func CTE(ctx context.Context, db *sql.DB) error { // want CTE:`^writes sql DELETE FROM jobs \(idempotent\) via`
	rows, err := db.QueryContext(ctx, "WITH done AS (DELETE FROM jobs WHERE finished RETURNING id) SELECT id FROM done")
	if err != nil {
		return err
	}
	return rows.Close()
}

// RunStatement executes a statement the model wrote: it writes, though
// what it does is not known.
func (s *Store) RunStatement(ctx context.Context, args map[string]string) error { // want RunStatement:`^writes sql statement chosen at run time via \(\*sqlw\.Store\)\.RunStatement -> \(\*sql\.DB\)\.ExecContext$`
	_, err := s.db.ExecContext(ctx, args["sql"])
	return err
}

// RunThroughHelper hands the model's statement to the wrapper.
func (s *Store) RunThroughHelper(ctx context.Context, args map[string]string) error { // want RunThroughHelper:`^writes sql statement chosen at run time via \(\*sqlw\.Store\)\.RunThroughHelper -> \(\*sqlw\.Store\)\.exec -> \(\*sql\.DB\)\.ExecContext$`
	return s.exec(ctx, args["sql"])
}

// requiredArg returns an argument, and "" beside the error when it is
// missing.
func requiredArg(args map[string]any, name string) (string, error) {
	v, ok := args[name].(string)
	if !ok || v == "" {
		return "", fmt.Errorf("%s is required", name)
	}
	return v, nil
}

// RunRequired executes the model's statement read through a helper that
// returns "" when it is missing: the empty string runs nothing.
func (s *Store) RunRequired(ctx context.Context, args map[string]any) error { // want RunRequired:`^writes sql statement chosen at run time via \(\*sqlw\.Store\)\.RunRequired -> \(\*sql\.DB\)\.ExecContext$`
	q, err := requiredArg(args, "sql")
	if err != nil {
		return err
	}
	_, err = s.db.ExecContext(ctx, q)
	return err
}

// schemaSQL is filled by the build (a //go:embed of the schema file): no
// model's statement.
var schemaSQL string

type migration struct{ sql string }

func migrations() []migration { return []migration{{sql: schemaSQL}} }

// Migrate runs the schema the program ships: no statement chosen at run
// time, and a schema's set-up is no write of a tool.
func (s *Store) Migrate(ctx context.Context) error {
	for _, m := range migrations() {
		if _, err := s.db.ExecContext(ctx, m.sql); err != nil {
			return err
		}
	}
	return nil
}

// ReadStatement queries with the model's statement: rows, no write.
func (s *Store) ReadStatement(ctx context.Context, args map[string]string) error {
	rows, err := s.db.QueryContext(ctx, args["sql"])
	if err != nil {
		return err
	}
	return rows.Close()
}

// Batched queues statements on a pgx batch, sent together: the queued
// INSERT writes.
func Batched(ctx context.Context, conn *pgx.Conn, id string) error { // want Batched:`^writes sql INSERT INTO events via sqlw\.Batched -> \(\*pgx/v5\.Batch\)\.Queue$`
	batch := &pgx.Batch{}
	batch.Queue("INSERT INTO events (id) VALUES ($1)", id)
	batch.Queue("SELECT count(*) FROM events")
	return conn.SendBatch(ctx, batch).Close()
}

// BatchedReads queues reads only.
func BatchedReads(ctx context.Context, conn *pgx.Conn, id string) error {
	batch := &pgx.Batch{}
	batch.Queue("SELECT id FROM events WHERE id = $1", id)
	return conn.SendBatch(ctx, batch).Close()
}
