// Package errs builds the error results of package a's tools: under go
// vet, a knows them only through errs's facts.
package errs

import (
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
)

// ToolErr builds an error result from a format.
func ToolErr(format string, args ...any) *mcp.CallToolResult {
	return mcp.NewToolResultError(fmt.Sprintf(format, args...))
}

// ToolError reports a failure in the result, with a nil Go error,
// through ToolErr.
func ToolError(msg string, err error) (*mcp.CallToolResult, error) {
	return ToolErr("%s: %v", msg, err), nil
}
