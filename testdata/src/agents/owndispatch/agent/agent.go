// Package agent runs the model's calls of llm's tools through a switch
// on the name the model sent: each case is the tool's handler.
package agent

import (
	"context"
	"database/sql"

	"agents/owndispatch/llm"
)

type Agent struct{ db *sql.DB }

func (a *Agent) Handle(ctx context.Context, calls []llm.ToolCall) {
	for _, tc := range calls {
		_ = a.executeTool(ctx, tc.Name, tc.Params)
	}
}

func (a *Agent) executeTool(ctx context.Context, name string, params map[string]any) string {
	switch name {
	case "create_thing": // want `tool create_thing fw=own\(llm.Tool\) desc="Create a thing." params=- handler=case hints=-`
		if _, err := a.db.ExecContext(ctx, `INSERT INTO things (title) VALUES (?)`, params["title"]); err != nil {
			return "error: " + err.Error()
		}
		return "created"
	case "list_things": // want `tool list_things fw=own\(llm.Tool\) desc="List things." params=- handler=case hints=-`
		return "[]"
	}
	return "unknown tool"
}
