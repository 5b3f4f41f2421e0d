// Package tools converts the application's own Tool to the hand-written
// wire type: that conversion makes Tool a tool type, whose run method
// takes the model's input as strings.
package tools

import (
	"context"
	"database/sql"

	"agents/wireconv/ai"
)

type Tool interface {
	Name() string
	Description() string
	Execute(ctx context.Context, args ...string) (string, error)
}

func ToWire(ts []Tool) []ai.ToolDefinition {
	var out []ai.ToolDefinition
	for _, t := range ts {
		out = append(out, ai.ToolDefinition{Type: "function",
			Function: ai.FunctionDefinition{Name: t.Name(), Description: t.Description()}})
	}
	return out
}

type CronTool struct{ db *sql.DB } // want `tool cron fw=own\(tools.Tool\) desc="Manage scheduled jobs." params=- handler=CronTool.Execute hints=-`

func (CronTool) Name() string        { return "cron" }
func (CronTool) Description() string { return "Manage scheduled jobs." }

func (c CronTool) Execute(ctx context.Context, args ...string) (string, error) {
	if _, err := c.db.ExecContext(ctx, `INSERT INTO cron_jobs (spec) VALUES ($1)`, args[0]); err != nil {
		return "", err
	}
	return "added", nil
}
