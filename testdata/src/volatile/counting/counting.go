// Package counting changes a package-level integer in a function: it may
// be a counter, so the pass needs the package's SSA.
package counting

var seq int

func Next() int {
	seq++
	return seq
}
