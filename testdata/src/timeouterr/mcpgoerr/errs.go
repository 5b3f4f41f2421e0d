// Package mcpgoerr holds a server's error helpers for mcp-go, in a
// package of their own: the handlers that call them know them only
// through their facts.
package mcpgoerr

import (
	"context"
	"errors"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
)

// ToolErr builds the error result from a format.
func ToolErr(format string, a ...any) *mcp.CallToolResult { // want ToolErr:`returns an error result in result 0 built from param \[0 1\]`
	return mcp.NewToolResultError(fmt.Sprintf(format, a...))
}

type Logger struct{}

func (*Logger) Error(msg string, err error) {}

// ToolError logs the failure and reports it in the result, with a nil
// Go error.
func ToolError(log *Logger, msg string, err error) (*mcp.CallToolResult, error) { // want ToolError:`returns an error result in result 0 built from param \[1 2\], with a nil error`
	log.Error(msg, err)
	return mcp.NewToolResultError(msg + ": " + err.Error()), nil
}

// NewToolCallResult is the server's own constructor: an error result
// when it is given an error, the content otherwise.
func NewToolCallResult(content string, err error) *mcp.CallToolResult { // want NewToolCallResult:`returns an error result in result 0 built from param \[1\] when param 1 is not nil`
	if err != nil {
		return mcp.NewToolResultError(err.Error())
	}
	return mcp.NewToolResultText(content)
}

// Failure recognises a timeout itself and answers it with an "unknown"
// result: no error helper.
func Failure(err error) *mcp.CallToolResult { // want Failure:`recognises a timeout in param \[0\]`
	if errors.Is(err, context.DeadlineExceeded) {
		return mcp.NewToolResultText("status: unknown. Check whether it took effect before calling again.")
	}
	return mcp.NewToolResultError(err.Error())
}

// Validate returns an error result or nil: no error helper.
func Validate(account string) *mcp.CallToolResult {
	if account == "" {
		return mcp.NewToolResultError("account is required")
	}
	return nil
}
