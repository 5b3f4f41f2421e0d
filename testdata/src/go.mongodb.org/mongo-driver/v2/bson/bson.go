// Package bson is a stub of go.mongodb.org/mongo-driver/v2/bson (v2.10.1).
package bson

type E struct {
	Key   string
	Value any
}

type D []E

type M map[string]any

type A []any
