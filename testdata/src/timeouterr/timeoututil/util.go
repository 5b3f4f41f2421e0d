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

// Describe recognises a timeout only to word the failure it returns
// anyway: the agent still sees a plain failure.
func Describe(err error) error { // want Describe:`rewords a timeout in param \[0\]`
	var ne net.Error
	if errors.As(err, &ne) && ne.Timeout() {
		return errors.New("request timed out")
	}
	return err
}

// Message words the failure as text for the caller to fail with.
func Message(err error) string { // want Message:`rewords a timeout in param \[0\]`
	if errors.Is(err, context.DeadlineExceeded) {
		return "request timed out"
	}
	return err.Error()
}

// ErrUnknown is the outcome of a timed-out write.
var ErrUnknown = errors.New("outcome unknown")

// Kind names the failure; a caller that branches on it recognises the
// timeout.
func Kind(err error) error { // want Kind:`rewords a timeout in param \[0\]`
	if errors.Is(err, context.DeadlineExceeded) {
		return ErrUnknown
	}
	return err
}
