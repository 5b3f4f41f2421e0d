// Package defaults names a toolset: a constant unless overridden at run
// time.
package defaults

var override string

// Name is "mesh" as shipped.
func Name() string {
	if override != "" {
		return override
	}
	return "mesh"
}

// Mode picks one of two constants: a choice, not a default.
func Mode(fast bool) string {
	if fast {
		return "fast"
	}
	return "slow"
}
