// Package strfmt is a stub of github.com/go-openapi/strfmt.
package strfmt

type Registry interface {
	ContainsName(string) bool
}

var Default Registry
