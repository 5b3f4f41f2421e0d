// Package gollem declares knowledge tools with github.com/gollem-dev/gollem:
// a typed tool built by MustNewTool, and a type implementing gollem.Tool.
package gollem

import (
	"context"

	"github.com/gollem-dev/gollem"
)

// SaveIn is the input of knowledge_save.
type SaveIn struct {
	Title string `json:"title" description:"Title of the note"`
	Body  string `json:"body"`
}

// SaveOut is the output of knowledge_save.
type SaveOut struct {
	ID string `json:"id"`
}

func save(ctx context.Context, in SaveIn) (SaveOut, error) {
	return SaveOut{ID: "1"}, nil
}

type deleteTool struct{}

func (deleteTool) Spec() gollem.ToolSpec {
	return gollem.ToolSpec{
		Name:        "knowledge_delete",
		Description: "Delete a note.",
		Parameters: map[string]*gollem.Parameter{
			"id": {Type: gollem.TypeString, Required: true},
		},
	}
}

func (deleteTool) Run(ctx context.Context, args map[string]any) (map[string]any, error) {
	return map[string]any{"deleted": true}, nil
}

// Tools lists the tools an agent is given.
func Tools() []gollem.Tool {
	return []gollem.Tool{
		gollem.MustNewTool("knowledge_save", "Save a note.", save),
		deleteTool{},
	}
}
