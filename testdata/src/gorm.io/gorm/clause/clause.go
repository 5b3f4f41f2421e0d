// Package clause is a stub of gorm.io/gorm/clause (v1.31.2): the exported
// signatures the fixtures use.
package clause

// Builder builds a SQL clause.
type Builder interface {
	WriteString(string) (int, error)
	WriteByte(byte) error
}

// Expression is a SQL expression.
type Expression interface {
	Build(builder Builder)
}

type Column struct {
	Table string
	Name  string
	Alias string
	Raw   bool
}

type Assignment struct {
	Column Column
	Value  interface{}
}

type Set []Assignment

func (set Set) Name() string          { return "SET" }
func (set Set) Build(builder Builder) {}

func AssignmentColumns(values []string) Set { return nil }

type Where struct {
	Exprs []Expression
}

type OnConflict struct {
	Columns      []Column
	Where        Where
	TargetWhere  Where
	OnConstraint string
	DoNothing    bool
	DoUpdates    Set
	UpdateAll    bool
}

func (OnConflict) Name() string                     { return "ON CONFLICT" }
func (onConflict OnConflict) Build(builder Builder) {}

type Locking struct {
	Strength string
	Table    Table
	Options  string
}

func (locking Locking) Build(builder Builder) {}

type Table struct {
	Name  string
	Alias string
	Raw   bool
}

type Expr struct {
	SQL                string
	Vars               []interface{}
	WithoutParentheses bool
}

func (expr Expr) Build(builder Builder) {}
