// Package d has package-level variables initialised with literal data,
// which the SSA builder need not initialise, and with values it must.
package d

// Literal data: left zero in the package initialiser.
var (
	table  = []byte{0x0a, 0x1b, 2}
	signed = [...]int{-1, +2, 3}
	nested = [][]int{{1}, {2, 3}}
	keyed  = map[string]int{"a": 1, "b": -2}
)

const n = 1

// Anything else: initialised as buildssa does.
var (
	named      = []int{n}
	call       = []int{len("x")}
	closure    = []func() int{func() int { return 1 }}
	fieldKeyed = struct{ A int }{A: 1}
	scalar     = 7
)

// Read reads every variable, the same way whether or not it was
// initialised.
func Read() int {
	return int(table[0]) + signed[0] + nested[1][0] + keyed["a"] + named[0] + call[0] + closure[0]() + fieldKeyed.A + scalar
}
