// Package settled has package-level integers that no function changes and
// no volatile source: none of its functions can be volatile, so the pass
// builds no SSA for it.
package settled // want "no SSA needed"

import "strconv"

var maxRetries = 3

var widths = []int{1, 2}

func Limit() int { return maxRetries + widths[0] }

func Name(n int) string { return "n" + strconv.Itoa(n+maxRetries) }
