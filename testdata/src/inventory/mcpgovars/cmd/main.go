// Package main registers the variables of package ops with their
// handlers.
package main

import (
	"inventory/mcpgovars/ops"

	"github.com/mark3labs/mcp-go/server"
)

func main() {
	s := server.NewMCPServer("groups", "1.0.0")
	s.AddTool(ops.CreateGroupTool, ops.CreateGroupHandler) // want `tool create_group fw=mcp-go desc="Create a group." params=name handler=CreateGroupHandler hints=-`
}
