// Package main registers the tools of package tools; their declarations
// are judged there.
package main

import (
	"log/slog"

	"github.com/mark3labs/mcp-go/server"

	"retrydoc/reg/tools"
)

func main() {
	srv := server.NewMCPServer("spotify", "1.0")
	tools.Register(srv, tools.AllRegistrations(), slog.Default())
}
