package b

import (
	"a"
	"strconv"
)

func Lengths(words []string) []int {
	return a.Map(words, func(w string) int { return len(w) })
}

func Parse(s string) int {
	n, err := strconv.Atoi(s)
	if err != nil {
		a.Fatal("not a number")
		return -1 // unreachable: a.Fatal never returns
	}
	return a.Default.Add(n)
}

type T struct{ c a.Counter }

func (t *T) Bump() int { return t.c.Add(1) }
