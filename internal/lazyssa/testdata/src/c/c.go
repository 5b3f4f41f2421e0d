// Package c imports a for a type and its methods alone, and strings for a
// function.
package c

import (
	"a"
	"strings"
)

type Tally struct{ n a.Counter }

func (t *Tally) Count(words string) int {
	for range strings.Fields(words) {
		t.n.Add(1)
	}
	return t.n.Add(0)
}
