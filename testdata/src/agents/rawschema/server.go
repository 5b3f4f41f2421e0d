// Package rawschema keeps its tools in a struct of its own whose JSON
// schema is a map, marshalled into mcp-go's raw schema where the
// conversion is written: no read of the field reaches the schema, so the
// field named for one gives the parameters.
package rawschema

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type ToolHandler func(ctx context.Context, args map[string]any) (any, error)

type Tool struct {
	Name        string
	Description string
	InputSchema map[string]any
	Handler     ToolHandler
}

type Server struct {
	mcp   *server.MCPServer
	tools map[string]Tool
}

func (s *Server) RegisterTool(t Tool) error {
	s.tools[t.Name] = t
	raw, err := json.Marshal(t.InputSchema)
	if err != nil {
		return err
	}
	s.mcp.AddTool(mcp.NewToolWithRawSchema(t.Name, t.Description, raw),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			out, err := t.Handler(ctx, req.GetArguments())
			if err != nil {
				return mcp.NewToolResultError(err.Error()), nil
			}
			return mcp.NewToolResultText(fmt.Sprint(out)), nil
		})
	return nil
}

func (s *Server) Register() {
	_ = s.RegisterTool(Tool{ // want `tool create_tag fw=own\(rawschema.Tool\) desc="Create a tag." params=name,color handler=Server.createTag hints=-`
		Name:        "create_tag",
		Description: "Create a tag.",
		InputSchema: map[string]any{
			"type": "object",
			"properties": map[string]any{
				"name":  map[string]any{"type": "string"},
				"color": map[string]any{"type": "string"},
			},
			"required": []string{"name"},
		},
		Handler: s.createTag,
	})
}

func (s *Server) createTag(ctx context.Context, args map[string]any) (any, error) {
	name, _ := args["name"].(string)
	return name, nil
}
