// Package ent is a stub of entgo.io/ent (v0.14.5): the exported
// signatures the fixtures use.
package ent

import "context"

type Op uint

type (
	Value any

	Mutation interface {
		Op() Op
		Type() string
	}

	Mutator interface {
		Mutate(context.Context, Mutation) (Value, error)
	}

	MutateFunc func(context.Context, Mutation) (Value, error)

	Hook func(Mutator) Mutator
)

func (f MutateFunc) Mutate(ctx context.Context, m Mutation) (Value, error) { return f(ctx, m) }
