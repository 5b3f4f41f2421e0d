// Package bson is a stub of go.mongodb.org/mongo-driver/bson (v1.17.10),
// whose D, E and M are aliases of bson/primitive's types (declared here).
package bson

type E struct {
	Key   string
	Value interface{}
}

type D []E

type M map[string]interface{}

type A []interface{}
