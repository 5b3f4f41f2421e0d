package a

import (
	"fmt"
	"os"
)

// Fatal never returns.
func Fatal(msg string) {
	fmt.Fprintln(os.Stderr, msg)
	os.Exit(1)
}

// Map is generic: importers build its instances.
func Map[T, U any](xs []T, f func(T) U) []U {
	var out []U
	for _, x := range xs {
		out = append(out, f(x))
	}
	return out
}

type Counter struct{ n int }

func (c *Counter) Add(k int) int {
	c.n += k
	return c.n
}

var Default = &Counter{}

func Check(err error) {
	if err != nil {
		Fatal(err.Error())
	}
	fmt.Println("ok")
}
