// Package tools declares tools and their handlers; another package
// pairs them in its registry.
package tools

import (
	"context"
	"net/http"

	"agents/paired/agent"
)

var CreateReminderTool = agent.Tool{Name: "create_reminder", Description: "Create a reminder."} // want `tool create_reminder fw=own\(agent.Tool\) desc="Create a reminder." params=- handler=none hints=-`

var NoActionTool = agent.Tool{Name: "no_action", Description: "Do nothing."} // want `tool no_action fw=own\(agent.Tool\) desc="Do nothing." params=- handler=none hints=-`

func HandleCreateReminder(ctx context.Context, in map[string]any) (string, error) { // want `handler body fw=neutral handler=HandleCreateReminder`
	_, err := http.Post("https://reminders.example/reminders", "application/json", nil)
	if err != nil {
		return "", err
	}
	return "created", nil
}

func HandleNoAction(ctx context.Context, in map[string]any) (string, error) { return "ok", nil } // want `handler body fw=neutral handler=HandleNoAction`
