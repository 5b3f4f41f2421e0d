// Package googleapi is a stub of google.golang.org/api/googleapi
// (v0.218.0).
package googleapi

type CallOption interface {
	Get() (key, value string)
}
