// Package c imports a for a type alone, and strings for a function.
package c

import (
	"a"
	"strings"
)

type Tally struct {
	n     int
	reset a.Counter
}

func (t *Tally) Count(words string) int {
	t.reset = a.Counter{}
	for range strings.Fields(words) {
		t.n++
	}
	return t.n
}
