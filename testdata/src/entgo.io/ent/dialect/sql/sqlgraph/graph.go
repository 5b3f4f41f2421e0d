// Package sqlgraph is a stub of entgo.io/ent/dialect/sql/sqlgraph
// (v0.14.5): the exported signatures the fixtures use (spec types with
// the fields they set).
package sqlgraph

import (
	"context"
	"database/sql/driver"

	"entgo.io/ent/dialect"
)

type (
	FieldSpec struct {
		Column string
		Value  driver.Value
	}

	NodeSpec struct {
		Table   string
		Schema  string
		Columns []string
		ID      *FieldSpec
	}

	CreateSpec struct {
		Table  string
		Schema string
		ID     *FieldSpec
		Fields []*FieldSpec
	}

	BatchCreateSpec struct {
		Nodes []*CreateSpec
	}

	UpdateSpec struct {
		Node *NodeSpec
	}

	DeleteSpec struct {
		Node *NodeSpec
	}

	QuerySpec struct {
		Node   *NodeSpec
		Limit  int
		Offset int
		Unique bool
	}
)

func NewFieldSpec(column string, typ uint8) *FieldSpec { return &FieldSpec{Column: column} }

func NewCreateSpec(table string, id *FieldSpec) *CreateSpec {
	return &CreateSpec{Table: table, ID: id}
}

func NewUpdateSpec(table string, columns []string, id ...*FieldSpec) *UpdateSpec {
	return &UpdateSpec{Node: &NodeSpec{Table: table, Columns: columns}}
}

func (u *UpdateSpec) SetField(column string, t uint8, value driver.Value) {}
func (u *UpdateSpec) AddField(column string, t uint8, value driver.Value) {}

func NewDeleteSpec(table string, id *FieldSpec) *DeleteSpec {
	return &DeleteSpec{Node: &NodeSpec{Table: table, ID: id}}
}

func NewQuerySpec(table string, columns []string, id *FieldSpec) *QuerySpec {
	return &QuerySpec{Node: &NodeSpec{Table: table, Columns: columns, ID: id}}
}

func CreateNode(ctx context.Context, drv dialect.Driver, spec *CreateSpec) error       { return nil }
func BatchCreate(ctx context.Context, drv dialect.Driver, spec *BatchCreateSpec) error { return nil }
func UpdateNode(ctx context.Context, drv dialect.Driver, spec *UpdateSpec) error       { return nil }
func UpdateNodes(ctx context.Context, drv dialect.Driver, spec *UpdateSpec) (int, error) {
	return 0, nil
}
func DeleteNodes(ctx context.Context, drv dialect.Driver, spec *DeleteSpec) (int, error) {
	return 0, nil
}
func QueryNodes(ctx context.Context, drv dialect.Driver, spec *QuerySpec) error        { return nil }
func CountNodes(ctx context.Context, drv dialect.Driver, spec *QuerySpec) (int, error) { return 0, nil }
func IsConstraintError(err error) bool                                                 { return false }
