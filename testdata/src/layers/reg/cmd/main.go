// Package main registers the tools of package tools, with one of its own
// in a literal of their registration type: the Carrier fact on the type
// binds it to the closure the factory of package tools returns.
package main

import (
	"log/slog"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"layers/reg/tools"
)

func main() {
	srv := server.NewMCPServer("spotify", "1.0")
	regs := append(tools.AllRegistrations(), tools.ToolRegistration{
		Tool:       mcp.NewTool("shuffle", mcp.WithDescription("Shuffle a playlist.")), // want `tool shuffle fw=mcp-go desc="Shuffle a playlist." params=- handler=NewShuffleHandler\(\) hints=-`
		NewHandler: tools.NewShuffleHandler,
	})
	tools.Register(srv, regs, slog.Default())
}
