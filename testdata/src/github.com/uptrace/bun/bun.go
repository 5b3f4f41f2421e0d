// Package bun is a stub of github.com/uptrace/bun (v1.3.0): the exported
// signatures the fixtures use.
package bun

import (
	"context"
	"database/sql"
)

type DB struct {
	*sql.DB
}

type Tx struct {
	*sql.Tx
}

type IConn interface {
	QueryContext(ctx context.Context, query string, args ...any) (*sql.Rows, error)
	ExecContext(ctx context.Context, query string, args ...any) (sql.Result, error)
	QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row
}

type IDB interface {
	IConn
	NewSelect() *SelectQuery
	NewInsert() *InsertQuery
	NewUpdate() *UpdateQuery
	NewDelete() *DeleteQuery
	NewRaw(query string, args ...any) *RawQuery
	RunInTx(ctx context.Context, opts *sql.TxOptions, f func(ctx context.Context, tx Tx) error) error
}

func (db *DB) NewSelect() *SelectQuery                            { return &SelectQuery{} }
func (db *DB) NewInsert() *InsertQuery                            { return &InsertQuery{} }
func (db *DB) NewUpdate() *UpdateQuery                            { return &UpdateQuery{} }
func (db *DB) NewDelete() *DeleteQuery                            { return &DeleteQuery{} }
func (db *DB) NewRaw(query string, args ...any) *RawQuery         { return &RawQuery{} }
func (db *DB) Exec(query string, args ...any) (sql.Result, error) { return nil, nil }
func (db *DB) ExecContext(ctx context.Context, query string, args ...any) (sql.Result, error) {
	return nil, nil
}
func (db *DB) QueryContext(ctx context.Context, query string, args ...any) (*sql.Rows, error) {
	return nil, nil
}
func (db *DB) QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row { return nil }
func (db *DB) RunInTx(ctx context.Context, opts *sql.TxOptions, fn func(ctx context.Context, tx Tx) error) error {
	return nil
}

func (tx Tx) NewSelect() *SelectQuery                    { return &SelectQuery{} }
func (tx Tx) NewInsert() *InsertQuery                    { return &InsertQuery{} }
func (tx Tx) NewUpdate() *UpdateQuery                    { return &UpdateQuery{} }
func (tx Tx) NewDelete() *DeleteQuery                    { return &DeleteQuery{} }
func (tx Tx) NewRaw(query string, args ...any) *RawQuery { return &RawQuery{} }
func (tx Tx) ExecContext(ctx context.Context, query string, args ...any) (sql.Result, error) {
	return nil, nil
}
func (tx Tx) QueryContext(ctx context.Context, query string, args ...any) (*sql.Rows, error) {
	return nil, nil
}
func (tx Tx) QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row { return nil }
func (tx Tx) RunInTx(ctx context.Context, _ *sql.TxOptions, fn func(ctx context.Context, tx Tx) error) error {
	return nil
}

type InsertQuery struct{}

func (q *InsertQuery) Model(model any) *InsertQuery                     { return q }
func (q *InsertQuery) Column(columns ...string) *InsertQuery            { return q }
func (q *InsertQuery) Returning(query string, args ...any) *InsertQuery { return q }
func (q *InsertQuery) Ignore() *InsertQuery                             { return q }
func (q *InsertQuery) Replace() *InsertQuery                            { return q }
func (q *InsertQuery) On(s string, args ...any) *InsertQuery            { return q }
func (q *InsertQuery) Set(query string, args ...any) *InsertQuery       { return q }
func (q *InsertQuery) Scan(ctx context.Context, dest ...any) error      { return nil }
func (q *InsertQuery) Exec(ctx context.Context, dest ...any) (sql.Result, error) {
	return nil, nil
}

type UpdateQuery struct{}

func (q *UpdateQuery) Model(model any) *UpdateQuery                 { return q }
func (q *UpdateQuery) Column(columns ...string) *UpdateQuery        { return q }
func (q *UpdateQuery) Set(query string, args ...any) *UpdateQuery   { return q }
func (q *UpdateQuery) Where(query string, args ...any) *UpdateQuery { return q }
func (q *UpdateQuery) WherePK(cols ...string) *UpdateQuery          { return q }
func (q *UpdateQuery) Scan(ctx context.Context, dest ...any) error  { return nil }
func (q *UpdateQuery) Exec(ctx context.Context, dest ...any) (sql.Result, error) {
	return nil, nil
}

type DeleteQuery struct{}

func (q *DeleteQuery) Model(model any) *DeleteQuery                 { return q }
func (q *DeleteQuery) Where(query string, args ...any) *DeleteQuery { return q }
func (q *DeleteQuery) WherePK(cols ...string) *DeleteQuery          { return q }
func (q *DeleteQuery) Exec(ctx context.Context, dest ...any) (sql.Result, error) {
	return nil, nil
}

type SelectQuery struct{}

func (q *SelectQuery) Model(model any) *SelectQuery                 { return q }
func (q *SelectQuery) Column(columns ...string) *SelectQuery        { return q }
func (q *SelectQuery) Where(query string, args ...any) *SelectQuery { return q }
func (q *SelectQuery) Limit(n int64) *SelectQuery                   { return q }
func (q *SelectQuery) Scan(ctx context.Context, dest ...any) error  { return nil }
func (q *SelectQuery) Count(ctx context.Context) (int64, error)     { return 0, nil }
func (q *SelectQuery) Exists(ctx context.Context) (bool, error)     { return false, nil }
func (q *SelectQuery) Exec(ctx context.Context, dest ...any) (res sql.Result, err error) {
	return nil, nil
}

type RawQuery struct{}

func (q *RawQuery) Exec(ctx context.Context, dest ...any) (sql.Result, error) { return nil, nil }
func (q *RawQuery) Scan(ctx context.Context, dest ...any) error               { return nil }
