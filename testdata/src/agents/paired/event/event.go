// Package event registers each tool with its handler; its switch on the
// calls' names only sorts the results and runs nothing.
package event

import (
	"agents/paired/agent"
	"agents/paired/tools"
)

func New() *agent.Registry {
	r := &agent.Registry{}
	r.MustRegister(tools.CreateReminderTool, tools.HandleCreateReminder) // want `tool create_reminder fw=own\(agent.Tool\) desc="Create a reminder." params=- handler=HandleCreateReminder hints=-`
	r.MustRegister(tools.NoActionTool, tools.HandleNoAction)             // want `tool no_action fw=own\(agent.Tool\) desc="Do nothing." params=- handler=HandleNoAction hints=-`
	return r
}

func sortCalls(calls []agent.ToolCall) (actions []agent.ToolCall) {
	for _, c := range calls {
		switch c.Name {
		case "create_reminder", "no_action":
			actions = append(actions, c)
		}
	}
	return actions
}

var _ = sortCalls
