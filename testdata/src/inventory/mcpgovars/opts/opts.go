// Package opts joins lists of tool options.
package opts

import "github.com/mark3labs/mcp-go/mcp"

// Combine joins the lists it is given.
func Combine(lists ...[]mcp.ToolOption) []mcp.ToolOption {
	var out []mcp.ToolOption
	for _, l := range lists {
		out = append(out, l...)
	}
	return out
}
