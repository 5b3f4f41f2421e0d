// Package gollem holds gollem tools: types implementing gollem.Tool.
package gollem

import (
	"context"

	"github.com/gollem-dev/gollem"
)

type createCaseTool struct{}

func (t *createCaseTool) Spec() gollem.ToolSpec {
	return gollem.ToolSpec{ // want `tool case__create_case fw=gollem desc="Create a case." params=title,description handler=createCaseTool.Run hints=-`
		Name:        "case__create_case",
		Description: "Create a case.",
		Parameters: map[string]*gollem.Parameter{
			"title":       {Type: gollem.TypeString, Required: true},
			"description": {Type: gollem.TypeString},
		},
	}
}

func (t *createCaseTool) Run(ctx context.Context, args map[string]any) (map[string]any, error) {
	return map[string]any{"id": "1"}, nil
}

// Not a tool: a spec with no Run.
type specOnly struct{}

func (specOnly) Spec() gollem.ToolSpec { return gollem.ToolSpec{Name: "draft"} }

func Tools() []gollem.Tool { return []gollem.Tool{&createCaseTool{}} }

type noteIn struct {
	Title string `json:"title"`
	Body  string `json:"body,omitempty"`
}

func saveNote(ctx context.Context, in noteIn) (map[string]any, error) {
	return map[string]any{"id": "1"}, nil
}

// Typed tools, named and described at the constructor.
func Typed() []gollem.Tool {
	return []gollem.Tool{
		gollem.MustNewTool("knowledge_save", "Save a note.", saveNote), // want `tool knowledge_save fw=gollem desc="Save a note." params=title,body handler=saveNote hints=-`
	}
}
