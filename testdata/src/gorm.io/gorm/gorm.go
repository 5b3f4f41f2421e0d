// Package gorm is a stub of gorm.io/gorm (v1.31.2): the exported
// signatures the fixtures use.
package gorm

import (
	"context"
	"database/sql"
	"errors"

	"gorm.io/gorm/clause"
)

type Config struct{}

// ErrRecordNotFound is what First, Take and Last return when no record
// matches (gorm's errors.go sets it to logger.ErrRecordNotFound).
var ErrRecordNotFound = errors.New("record not found")

type Dialector interface{ Name() string }

type Session struct {
	DryRun      bool
	PrepareStmt bool
	NewDB       bool
	Context     context.Context
}

// DB is gorm's database handle; every chainable method returns a *DB.
type DB struct {
	*Config
	Error        error
	RowsAffected int64
}

func Open(dialector Dialector, opts ...interface{}) (db *DB, err error) { return &DB{}, nil }

func Expr(expr string, args ...interface{}) clause.Expr { return clause.Expr{SQL: expr, Vars: args} }

// gorm.go
func (db *DB) Session(config *Session) *DB                                           { return db }
func (db *DB) WithContext(ctx context.Context) *DB                                   { return db }
func (db *DB) Debug() (tx *DB)                                                       { return db }
func (db *DB) Set(key string, value interface{}) *DB                                 { return db }
func (db *DB) Get(key string) (interface{}, bool)                                    { return nil, false }
func (db *DB) DB() (*sql.DB, error)                                                  { return nil, nil }
func (db *DB) AddError(err error) error                                              { return err }
func (db *DB) ToSQL(queryFn func(tx *DB) *DB) string                                 { return "" }
func (db *DB) Association(column string) *Association                                { return &Association{DB: db} }
func (db *DB) AutoMigrate(dst ...interface{}) error                                  { return nil }
func (db *DB) Transaction(fc func(tx *DB) error, opts ...*sql.TxOptions) (err error) { return fc(db) }
func (db *DB) Begin(opts ...*sql.TxOptions) *DB                                      { return db }
func (db *DB) Commit() *DB                                                           { return db }
func (db *DB) Rollback() *DB                                                         { return db }

// chainable_api.go
func (db *DB) Model(value interface{}) (tx *DB)                       { return db }
func (db *DB) Clauses(conds ...clause.Expression) (tx *DB)            { return db }
func (db *DB) Table(name string, args ...interface{}) (tx *DB)        { return db }
func (db *DB) Select(query interface{}, args ...interface{}) (tx *DB) { return db }
func (db *DB) Omit(columns ...string) (tx *DB)                        { return db }
func (db *DB) Where(query interface{}, args ...interface{}) (tx *DB)  { return db }
func (db *DB) Not(query interface{}, args ...interface{}) (tx *DB)    { return db }
func (db *DB) Or(query interface{}, args ...interface{}) (tx *DB)     { return db }
func (db *DB) Joins(query string, args ...interface{}) (tx *DB)       { return db }
func (db *DB) Order(value interface{}) (tx *DB)                       { return db }
func (db *DB) Limit(limit int) (tx *DB)                               { return db }
func (db *DB) Offset(offset int) (tx *DB)                             { return db }
func (db *DB) Preload(query string, args ...interface{}) (tx *DB)     { return db }
func (db *DB) Unscoped() (tx *DB)                                     { return db }
func (db *DB) Raw(sql string, values ...interface{}) (tx *DB)         { return db }

// finisher_api.go
func (db *DB) Create(value interface{}) (tx *DB)                             { return db }
func (db *DB) CreateInBatches(value interface{}, batchSize int) (tx *DB)     { return db }
func (db *DB) Save(value interface{}) (tx *DB)                               { return db }
func (db *DB) First(dest interface{}, conds ...interface{}) (tx *DB)         { return db }
func (db *DB) Take(dest interface{}, conds ...interface{}) (tx *DB)          { return db }
func (db *DB) Last(dest interface{}, conds ...interface{}) (tx *DB)          { return db }
func (db *DB) Find(dest interface{}, conds ...interface{}) (tx *DB)          { return db }
func (db *DB) FirstOrInit(dest interface{}, conds ...interface{}) (tx *DB)   { return db }
func (db *DB) FirstOrCreate(dest interface{}, conds ...interface{}) (tx *DB) { return db }
func (db *DB) Update(column string, value interface{}) (tx *DB)              { return db }
func (db *DB) Updates(values interface{}) (tx *DB)                           { return db }
func (db *DB) UpdateColumn(column string, value interface{}) (tx *DB)        { return db }
func (db *DB) UpdateColumns(values interface{}) (tx *DB)                     { return db }
func (db *DB) Delete(value interface{}, conds ...interface{}) (tx *DB)       { return db }
func (db *DB) Count(count *int64) (tx *DB)                                   { return db }
func (db *DB) Row() *sql.Row                                                 { return nil }
func (db *DB) Rows() (*sql.Rows, error)                                      { return nil, nil }
func (db *DB) Scan(dest interface{}) (tx *DB)                                { return db }
func (db *DB) Pluck(column string, dest interface{}) (tx *DB)                { return db }
func (db *DB) Exec(sql string, values ...interface{}) (tx *DB)               { return db }

// association.go
type Association struct {
	DB    *DB
	Error error
}

func (association *Association) Find(out interface{}, conds ...interface{}) error { return nil }
func (association *Association) Append(values ...interface{}) error               { return nil }
func (association *Association) Replace(values ...interface{}) error              { return nil }
func (association *Association) Delete(values ...interface{}) error               { return nil }
func (association *Association) Clear() error                                     { return nil }
func (association *Association) Count() (count int64)                             { return 0 }

// generics.go (a subset of each interface's methods)
type Interface[T any] interface {
	Raw(sql string, values ...interface{}) ExecInterface[T]
	Exec(ctx context.Context, sql string, values ...interface{}) error
	CreateInterface[T]
}

type CreateInterface[T any] interface {
	ExecInterface[T]
	Where(query interface{}, args ...interface{}) ChainInterface[T]
	Delete(ctx context.Context) (rowsAffected int, err error)
	Update(ctx context.Context, name string, value any) (rowsAffected int, err error)
	Updates(ctx context.Context, t T) (rowsAffected int, err error)
	Count(ctx context.Context, column string) (result int64, err error)
	Create(ctx context.Context, r *T) error
	CreateInBatches(ctx context.Context, r *[]T, batchSize int) error
}

type ChainInterface[T any] interface {
	ExecInterface[T]
	Where(query interface{}, args ...interface{}) ChainInterface[T]
	Delete(ctx context.Context) (rowsAffected int, err error)
	Update(ctx context.Context, name string, value any) (rowsAffected int, err error)
	Updates(ctx context.Context, t T) (rowsAffected int, err error)
	Count(ctx context.Context, column string) (result int64, err error)
}

type ExecInterface[T any] interface {
	Scan(ctx context.Context, r interface{}) error
	First(context.Context) (T, error)
	Last(ctx context.Context) (T, error)
	Take(context.Context) (T, error)
	Find(ctx context.Context) ([]T, error)
}

func G[T any](db *DB, opts ...clause.Expression) Interface[T] { return nil }
