// Package b has a malformed idemlint directive.
package b

// Normalize returns the canonical form of an order id.
//
//idemlint:tool
func Normalize(id string) string {
	if len(id) > 0 && id[0] == '#' {
		return id[1:]
	}
	return id
}
