// Package user calls the helpers of package helper: it can only know
// that they recognise a timeout through their facts.
package user

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"

	"timeouts/helper"
)

// Unknown recognises a timeout through helper.IsTimeout.
func Unknown(err error) bool { // want Unknown:`recognises a timeout in param \[0\]`
	return helper.IsTimeout(err)
}

// Notify answers a timeout of its write with an ordinary result, through
// helper.IsTimeout.
func Notify(ctx context.Context, to string) (string, error) { // want Notify:`handles a timeout`
	if err := helper.Send(ctx, to); err != nil {
		if helper.IsTimeout(err) {
			return "unknown", nil
		}
		return "", err
	}
	return "sent", nil
}

// Described does not recognise a timeout: helper.Describe has no fact.
func Described(err error) string {
	return helper.Describe(err)
}

// Failed reports the failure in the result, through helper.ToolErr.
func Failed(msg string, err error) (*mcp.CallToolResult, error) { // want Failed:`returns an error result in result 0 built from param \[0 1\], with a nil error`
	return helper.ToolErr("%s: %v", msg, err), nil
}

// Checked is no error helper: helper.Result has no fact.
func Checked(ok bool) *mcp.CallToolResult {
	return helper.Result(ok)
}
