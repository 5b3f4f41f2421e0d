// Package modpath matches package paths against module paths, whatever
// their major version.
package modpath

import "strings"

// Sub returns the package path relative to module ("" for the module
// root), skipping a major-version suffix ("/v3"), and whether the
// package belongs to the module at all.
func Sub(pkgPath, module string) (string, bool) {
	rest, ok := strings.CutPrefix(pkgPath, module)
	if !ok || (rest != "" && rest[0] != '/') {
		return "", false
	}
	rest = strings.TrimPrefix(rest, "/")
	if v, after, _ := strings.Cut(rest, "/"); IsMajorVersion(v) {
		rest = after
	}
	return rest, true
}

// IsMajorVersion reports whether s is a major-version path element:
// v2, v3, ... (v0 and v1 never appear in paths).
func IsMajorVersion(s string) bool {
	if len(s) < 2 || s[0] != 'v' || s[1] == '0' {
		return false
	}
	for _, r := range s[1:] {
		if r < '0' || r > '9' {
			return false
		}
	}
	return true
}
