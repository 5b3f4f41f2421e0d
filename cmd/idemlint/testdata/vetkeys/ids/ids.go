// Package ids makes ids: its Volatile facts say which results differ on
// every call.
package ids

import "github.com/google/uuid"

// NewString is uuid.New().String(), one call deeper.
func NewString() string { return uuid.New().String() }

// Named is derived from its argument: not volatile.
func Named(name string) string {
	return uuid.NewSHA1(uuid.NameSpaceOID, []byte(name)).String()
}
