// Package timeoututil holds timeout helpers that other packages call.
package timeoututil

import (
	"context"
	"errors"
	"net"
)

// IsTimeout reports whether err means the outcome is unknown.
func IsTimeout(err error) bool { // want IsTimeout:`recognises a timeout in param \[0\]`
	var ne net.Error
	return errors.Is(err, context.DeadlineExceeded) || (errors.As(err, &ne) && ne.Timeout())
}

// Unknown reports whether err is a timeout, through IsTimeout.
func Unknown(err error) bool { // want Unknown:`recognises a timeout in param \[0\]`
	return IsTimeout(err)
}

// Classify does not look at its error at all.
func Classify(err error) string {
	return "failed"
}
