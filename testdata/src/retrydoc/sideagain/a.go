// Package sideagain completes tasks, an idempotent update, and then
// creates the next occurrence of a recurring one. A read of the task
// that only says whether it recurs checks no state: a retry creates
// another occurrence. Made by a helper that only logs its failure, the
// create is a side write and the finding of low harm, but the sentence
// the fix appends must not say that a repeat has no effect.
package sideagain

import (
	"context"
	"database/sql"
	"errors"
	"log"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

var db *sql.DB

type Task struct {
	ID        string
	Recurring bool
}

// Tasks reads tasks from the tracker.
type Tasks interface {
	Get(ctx context.Context, id string) (*Task, error)
}

var tasks Tasks

type TaskIn struct {
	ID string `json:"task_id"`
}

func completeTask(ctx context.Context, req *mcp.CallToolRequest, in TaskIn) (*mcp.CallToolResult, any, error) {
	task, err := tasks.Get(ctx, in.ID)
	if err != nil {
		return nil, nil, err
	}
	if task == nil {
		return nil, nil, errors.New("task not found")
	}
	if _, err := db.ExecContext(ctx, "UPDATE tasks SET done = 1 WHERE id = ?", in.ID); err != nil {
		return nil, nil, err
	}
	text := "completed"
	if task.Recurring {
		if _, err := db.ExecContext(ctx, "INSERT INTO tasks (parent) VALUES (?)", task.ID); err != nil {
			log.Printf("next occurrence: %v", err)
		} else {
			text += "; next occurrence created"
		}
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: text}}}, nil, nil
}

func completeAndSpawn(ctx context.Context, req *mcp.CallToolRequest, in TaskIn) (*mcp.CallToolResult, any, error) {
	if _, err := db.ExecContext(ctx, "UPDATE tasks SET done = 1 WHERE id = ?", in.ID); err != nil {
		return nil, nil, err
	}
	spawnNext(in.ID)
	return nil, nil, nil
}

// spawnNext creates the next occurrence; a failure is only logged.
func spawnNext(id string) {
	if _, err := db.Exec("INSERT INTO tasks (parent) VALUES (?)", id); err != nil {
		log.Printf("next occurrence: %v", err)
	}
}

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "complete_task", Description: "Complete a task."}, completeTask)          // want `the description of complete_task does not say whether retrying is safe; after a timeout the agent guesses and may repeat the write: add a sentence such as "Not safe to retry blindly`
	mcp.AddTool(s, &mcp.Tool{Name: "complete_and_spawn", Description: "Complete a task."}, completeAndSpawn) // want `the description of complete_and_spawn does not say whether retrying is safe; after a timeout the agent guesses and may repeat the write: add a sentence such as "Not safe to retry blindly`
}
