// Package gosdkerr holds a server's error helpers for the go-sdk, in a
// package of their own.
package gosdkerr

import (
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// ToolErr builds the error result from a format.
func ToolErr(format string, a ...any) *mcp.CallToolResult { // want ToolErr:`returns an error result in result 0 built from param \[0 1\]`
	return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: fmt.Sprintf(format, a...)}}}
}

type Logger struct{}

func (*Logger) Error(msg string, err error) {}

// ToolError logs the failure and reports it in the result, with a nil
// Go error.
func ToolError(log *Logger, msg string, err error) (*mcp.CallToolResult, error) { // want ToolError:`returns an error result in result 0 built from param \[1 2\], with a nil error`
	log.Error(msg, err)
	res := &mcp.CallToolResult{}
	res.SetError(fmt.Errorf("%s: %w", msg, err))
	return res, nil
}

// NewToolCallResult is the server's own constructor: an error result
// when it is given an error, the content otherwise. (The one result
// object holds both, so the summary counts content among what it is
// built from.)
func NewToolCallResult(content string, err error) *mcp.CallToolResult { // want NewToolCallResult:`returns an error result in result 0 built from param \[0 1\] when param 1 is not nil`
	res := &mcp.CallToolResult{}
	if err != nil {
		res.SetError(err)
		return res
	}
	res.Content = []mcp.Content{&mcp.TextContent{Text: content}}
	return res
}
