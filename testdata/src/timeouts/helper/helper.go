// Package helper holds a timeout helper that another package calls.
package helper

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

// Send stands for a write that can time out.
func Send(ctx context.Context, to string) error { return nil }

// SendOrUnknown turns a timeout of its write into an ordinary result.
func SendOrUnknown(ctx context.Context, to string) (string, error) { // want SendOrUnknown:`handles a timeout`
	if err := Send(ctx, to); err != nil {
		if IsTimeout(err) {
			return "unknown", nil
		}
		return "", err
	}
	return "sent", nil
}

// Describe does not look at its error at all.
func Describe(err error) string { return "failed" }
