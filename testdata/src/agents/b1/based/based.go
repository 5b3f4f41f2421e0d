// Package based declares its tools on an embedded base whose
// constructor keeps the name, description and schema: each type's
// literal names its tool.
package based

import (
	"context"
	"encoding/json"

	"agents/b1/tooling"
)

type BaseTool struct {
	name        string
	description string
	schema      map[string]any
}

func NewBaseTool(name, description string, schema map[string]any) BaseTool {
	return BaseTool{name: name, description: description, schema: schema}
}

func (t *BaseTool) Name() string           { return t.name }
func (t *BaseTool) Description() string    { return t.description }
func (t *BaseTool) Schema() map[string]any { return t.schema }

const ToolWritePage = "write_page"

var _ tooling.Tool = (*writePage)(nil)

type writePage struct { // want `tool write_page fw=own\(tooling.Tool\) desc="Write a wiki page." params=slug,body handler=writePage.Execute hints=-`
	BaseTool
	store map[string]string
}

func NewWritePage() *writePage {
	return &writePage{
		BaseTool: NewBaseTool(ToolWritePage, "Write a wiki page.", map[string]any{
			"type": "object",
			"properties": map[string]any{
				"slug": map[string]any{"type": "string"},
				"body": map[string]any{"type": "string"},
			},
		}),
		store: map[string]string{},
	}
}

func (t *writePage) Execute(ctx context.Context, input json.RawMessage) (string, error) {
	return "ok", nil
}

var _ tooling.Tool = (*flagIssue)(nil)

type flagIssue struct { // want `tool flag_issue fw=own\(tooling.Tool\) desc="Flag an issue." params=- handler=flagIssue.Execute hints=-`
	BaseTool
}

func NewFlagIssue() *flagIssue {
	return &flagIssue{BaseTool: BaseTool{name: "flag_issue", description: "Flag an issue."}}
}

func (t *flagIssue) Execute(ctx context.Context, input json.RawMessage) (string, error) {
	return "ok", nil
}
