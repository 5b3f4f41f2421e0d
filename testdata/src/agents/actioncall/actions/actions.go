// Package actions implements the assistant's actions. It imports
// assistant, never the adapter.
package actions

import (
	"context"
	"database/sql"
	"encoding/json"

	"agents/actioncall/assistant"
)

type CreateTodo struct{ db *sql.DB }

func (CreateTodo) Definition() assistant.ActionDefinition {
	return assistant.ActionDefinition{ // want `tool create_todo fw=own\(assistant.Action\) desc="Create a todo." params=title handler=CreateTodo.Execute hints=-`
		Name:        "create_todo",
		Description: "Create a todo.",
		Input: assistant.ActionInput{Type: "object", Fields: map[string]assistant.ActionField{
			"title": {Type: "string", Description: "What to do.", Required: true},
		}},
	}
}

func (CreateTodo) StatusMessage() string { return "Creating the todo" }

func (a CreateTodo) Execute(ctx context.Context, call assistant.ActionCall, _ []assistant.Message) assistant.Message {
	var in struct {
		Title string `json:"title"`
	}
	if err := json.Unmarshal([]byte(call.Input), &in); err != nil {
		return assistant.Message{Role: "tool", Content: err.Error()}
	}
	if _, err := a.db.ExecContext(ctx, `INSERT INTO todos (title) VALUES ($1)`, in.Title); err != nil {
		return assistant.Message{Role: "tool", Content: err.Error()}
	}
	return assistant.Message{Role: "tool", Content: "created"}
}

type Summarize struct{}

func (Summarize) Info() assistant.StageInfo {
	return assistant.StageInfo{Name: "summarize", Description: "Summarize the conversation."}
}

func (Summarize) Run(ctx context.Context, history []assistant.Message) assistant.Message {
	return assistant.Message{Role: "assistant", Content: "summary"}
}
