// Package expression is a stub of
// github.com/aws/aws-sdk-go-v2/feature/dynamodb/expression (v1.10.11):
// the exported signatures the fixtures use.
package expression

import "github.com/aws/aws-sdk-go-v2/service/dynamodb/types"

type OperandBuilder interface{ isOperand() }

type NameBuilder struct{ name string }

func (NameBuilder) isOperand() {}

type ValueBuilder struct{ value interface{} }

func (ValueBuilder) isOperand() {}

type SetValueBuilder struct{}

func (SetValueBuilder) isOperand() {}

func Name(name string) NameBuilder { return NameBuilder{name: name} }
func Value(value any) ValueBuilder { return ValueBuilder{value: value} }

func (nb NameBuilder) Plus(rightOperand OperandBuilder) SetValueBuilder { return SetValueBuilder{} }

type UpdateBuilder struct{}

func Set(name NameBuilder, operandBuilder OperandBuilder) UpdateBuilder { return UpdateBuilder{} }

func (ub UpdateBuilder) Set(name NameBuilder, operandBuilder OperandBuilder) UpdateBuilder {
	return ub
}

func Add(name NameBuilder, value ValueBuilder) UpdateBuilder { return UpdateBuilder{} }

type Builder struct{}

func NewBuilder() Builder                                        { return Builder{} }
func (b Builder) WithUpdate(updateBuilder UpdateBuilder) Builder { return b }
func (b Builder) Build() (Expression, error)                     { return Expression{}, nil }

type Expression struct{}

func (e Expression) Update() *string                         { return nil }
func (e Expression) Names() map[string]string                { return nil }
func (e Expression) Values() map[string]types.AttributeValue { return nil }
