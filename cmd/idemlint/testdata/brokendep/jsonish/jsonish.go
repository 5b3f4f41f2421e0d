// Package jsonish stands for a dependency that does not type-check under
// the current Go: one of its declarations names a type that is gone (a
// JSON library's "undefined: GoMapIterator").
package jsonish

import "encoding/json"

// Marshal is fine.
func Marshal(v any) ([]byte, error) { return json.Marshal(v) }

// Iterate names a type that does not exist.
func Iterate(m map[string]any) GoMapIterator { return nil }
