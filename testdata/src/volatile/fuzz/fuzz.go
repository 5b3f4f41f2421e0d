// Package fuzz calls a random source only where no result of a value
// type can carry it: a fuzzer that fills its receiver, and a constructor
// that returns a pointer with a random id inside. None of its functions
// can be volatile, so the pass builds no SSA for it.
package fuzz // want "no SSA needed"

import (
	"math/rand"
	"strconv"
)

type Order struct {
	N  int
	ID string
}

// Fuzz fills o and returns nothing.
func (o *Order) Fuzz(r *rand.Rand) { o.N = r.Intn(10) }

// New returns a pointer: a value with a random id inside is not volatile.
func New() *Order { return &Order{ID: strconv.Itoa(rand.Int())} }

// Retries returns a value, but calls nothing volatile.
func Retries(n int) int { return n + 1 }
