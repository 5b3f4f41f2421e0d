// Package deep is one level above ids: under go vet it sees ids's facts
// and computes its own from them.
package deep

import "example.com/vetkeys/ids"

func ID() string { return "ord_" + ids.NewString() }
