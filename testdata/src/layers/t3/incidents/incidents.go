package incidents

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"layers/t3/toolkit"
)

type CreateIn struct {
	Title    string `json:"title"`
	Severity string `json:"severity"`
}

type Incident struct{ ID string }

var CreateIncident = toolkit.MustTool("create_incident", "Open an incident.", createIncident, // want `tool create_incident fw=mcp-go desc="Open an incident." params=title,severity handler=createIncident hints=idempotent=false`
	mcp.WithIdempotentHintAnnotation(false))

func createIncident(ctx context.Context, in CreateIn) (*Incident, error) { return nil, nil }

type UpdateIn struct {
	ID    string `json:"id"`
	Value string `json:"value"`
}

// updateTool is a constructor inside this package, called twice.
func updateTool(name, description string, fn func(context.Context, UpdateIn) (*Incident, error)) toolkit.Tool {
	return toolkit.MustTool(name, description, fn)
}

var (
	UpdateTitle = updateTool("update_incident_title", "Set an incident's title.", updateTitle) // want `tool update_incident_title fw=mcp-go desc="Set an incident's title." params=id,value handler=updateTitle hints=-`
	UpdateOwner = updateTool("update_incident_owner", "Set an incident's owner.", updateOwner) // want `tool update_incident_owner fw=mcp-go desc="Set an incident's owner." params=id,value handler=updateOwner hints=-`
)

func updateTitle(ctx context.Context, in UpdateIn) (*Incident, error) { return nil, nil }
func updateOwner(ctx context.Context, in UpdateIn) (*Incident, error) { return nil, nil }

func RegisterAll(s *server.MCPServer, h server.ToolHandlerFunc) {
	for _, t := range []toolkit.Tool{CreateIncident, UpdateTitle, UpdateOwner} {
		t.Register(s)
	}
	// A tool bound through a plain helper of another package.
	toolkit.Register(s, mcp.NewTool("close_incident", mcp.WithDescription("Close an incident.")), closeIncident) // want `tool close_incident fw=mcp-go desc="Close an incident." params=- handler=closeIncident hints=-`
	// A name that is not constant stays dynamic, once, at the call.
	var name string
	_ = updateTool(name, "Set a field.", updateTitle) // want `tool <dynamic> fw=mcp-go desc="Set a field." params=id,value handler=updateTitle hints=-`
}

func closeIncident(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, nil
}

// GetIncident returns a tool and its handler, as many servers write it.
func GetIncident() (mcp.Tool, server.ToolHandlerFunc) {
	return mcp.NewTool("get_incident", mcp.WithDescription("Show an incident.")), // want `tool get_incident fw=mcp-go desc="Show an incident." params=- handler=literal hints=-`
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			return nil, nil
		}
}

var All = []server.ServerTool{toolkit.NewServerTool(GetIncident())}
