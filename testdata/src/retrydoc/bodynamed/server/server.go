// Package server declares tools whose handlers package handlers holds: a
// create of a name the declaration requires is refused or made again by
// the provider, of low harm; a launch acts twice.
package server

import (
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"retrydoc/bodynamed/handlers"
)

func Register(s *server.MCPServer, h *handlers.Handler) {
	s.AddTool(mcp.NewTool("create_job_template",
		mcp.WithDescription("Create a job template."), // hygiene: unless the provider accepts a second object of the same name
		mcp.WithString("name", mcp.Required()),
	), h.CreateJobTemplate)

	// A note's name is its title: a repeat makes a second one.
	s.AddTool(mcp.NewTool("create_note",
		mcp.WithDescription("Create a note."), // want `^the description of create_note does not say whether retrying is safe; after a timeout the agent guesses and may repeat the write`
		mcp.WithString("name", mcp.Required()),
	), h.CreateJobTemplate)

	s.AddTool(mcp.NewTool("launch_job",
		mcp.WithDescription("Launch a job."), // want `^the description of launch_job does not say whether retrying is safe; after a timeout the agent guesses and may repeat the write`
		mcp.WithNumber("template_id", mcp.Required()),
	), h.LaunchJob)
}
