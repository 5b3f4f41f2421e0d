// Package orphan keeps its tools in a table of its own type, which a
// server in another package ranges over: no declaration here names a
// handler, so each handler body is checked unnamed.
package orphan

import (
	"context"
	"net/http"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type Def struct {
	Name        string
	Description string
	Handler     server.ToolHandlerFunc
}

var List = []Def{
	{Name: "create_thing", Description: "Create a thing.", Handler: CreateThing},
}

func CreateThing(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	resp, err := http.Post("https://things.example/things", "application/json", nil)
	if err != nil {
		return nil, err
	}
	resp.Body.Close()
	return mcp.NewToolResultText("created"), nil
}
