// Package gax is a stub of github.com/googleapis/gax-go/v2: the call
// option type the generated clients take.
package gax

type CallSettings struct{}

type CallOption interface {
	Resolve(cs *CallSettings) *CallSettings
}
