// Package option is a stub of google.golang.org/api/option (v0.218.0).
package option

type ClientOption interface {
	Apply(settings any)
}
