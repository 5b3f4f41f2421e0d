// Package shapes holds look-alikes that never reach a framework: no tool.
package shapes

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Tool has the fields of a tool but is only a menu entry.
type Tool struct {
	Name, Description string
	Handler           func(context.Context, string) (string, error)
}

var Menu = []Tool{{Name: "open_file", Description: "Open a file."}}

func entry(name, description string) Tool { return Tool{Name: name, Description: description} }

var Second = entry("save_file", "Save a file.")

// describe takes a tool and a handler but hands neither to the framework.
func describe(t mcp.Tool, h server.ToolHandlerFunc) string { return t.Name }

var _ = describe(mcp.Tool{}, nil)
