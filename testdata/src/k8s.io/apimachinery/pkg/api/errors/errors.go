// Package errors is a stub of k8s.io/apimachinery/pkg/api/errors
// (v0.33): the exported signatures the fixtures use.
package errors

// IsNotFound returns true if the specified error was created by
// NewNotFound.
func IsNotFound(err error) bool { return false }

// IsAlreadyExists determines if the err is an error which indicates
// that a specified resource already exists.
func IsAlreadyExists(err error) bool { return false }
