// Package kit declares a plugin's tool: a builder of the framework tool
// beside its handler. Plugins fill it in; the server registers them in a
// package the plugins never import, so the shape decides.
package kit

import (
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type Tool struct {
	Name    string
	Builder func() mcp.Tool
	Handler server.ToolHandlerFunc
}
