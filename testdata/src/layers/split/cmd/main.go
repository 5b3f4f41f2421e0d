// Package main registers a tool of package tools held in a variable
// first: the variable holds what the call declares.
package main

import (
	"github.com/mark3labs/mcp-go/server"

	"layers/split/tools"
)

func main() {
	s := server.NewMCPServer("counters", "1.0")
	incr := tools.NewIncrTool() // want `tool incr fw=mcp-go desc="Increment a counter." params=key handler=HandleIncr hints=-`
	s.AddTool(incr, tools.HandleIncr)
}
