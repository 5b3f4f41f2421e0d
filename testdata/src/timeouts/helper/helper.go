// Package helper holds a timeout helper that another package calls.
package helper

import (
	"context"
	"errors"
	"fmt"
	"net"

	"github.com/mark3labs/mcp-go/mcp"
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

// ToolErr builds a framework error result from a format.
func ToolErr(format string, a ...any) *mcp.CallToolResult { // want ToolErr:`returns an error result in result 0 built from param \[0 1\]`
	return mcp.NewToolResultError(fmt.Sprintf(format, a...))
}

// Result returns an error result or nil: no error helper.
func Result(ok bool) *mcp.CallToolResult {
	if !ok {
		return mcp.NewToolResultError("failed")
	}
	return nil
}
