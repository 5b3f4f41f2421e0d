// Package models is a stub of github.com/valkey-io/valkey-glide/go/v2/models
// (v2.5.3): the response types the glide stub's methods return.
package models

type Result[T any] struct {
	val   T
	isNil bool
}

func (result Result[T]) IsNil() bool { return result.isNil }

func (result Result[T]) Value() T { return result.val }

type FieldValue struct {
	Field string
	Value string
}
