package hygiene

import (
	"context"
	"database/sql"

	"github.com/modelcontextprotocol/go-sdk/mcp"
	"gorm.io/gorm"
)

type Task struct {
	ID    string
	Title string
}

// TaskStore writes through an ORM handle it is given, with no context.
type TaskStore struct{ db *gorm.DB }

func (s *TaskStore) Create(t *Task) error { return s.db.Create(t).Error }

func (s *TaskStore) CreateCtx(ctx context.Context, t *Task) error {
	return s.db.WithContext(ctx).Create(t).Error
}

var tasks *TaskStore

type TaskIn struct {
	Title string `json:"title"`
}

// No context reaches the create: the tool's deadline cannot cut it
// short.
func createTask(ctx context.Context, req *mcp.CallToolRequest, in TaskIn) (*mcp.CallToolResult, any, error) {
	if err := tasks.Create(&Task{Title: in.Title}); err != nil {
		return nil, nil, err // hygiene: no context reaches its database write
	}
	return nil, nil, nil
}

// The tool's context reaches it: a timeout leaves it unknown.
func createTaskCtx(ctx context.Context, req *mcp.CallToolRequest, in TaskIn) (*mcp.CallToolResult, any, error) {
	if err := tasks.CreateCtx(ctx, &Task{Title: in.Title}); err != nil {
		return nil, nil, err // want `a timeout from CreateCtx is returned as a failure`
	}
	return nil, nil, nil
}

var rows *sql.DB

// ExecContext takes a context, whoever makes it.
func logRow(ctx context.Context, req *mcp.CallToolRequest, in TaskIn) (*mcp.CallToolResult, any, error) {
	if _, err := rows.ExecContext(context.Background(), "INSERT INTO log (title) VALUES (?)", in.Title); err != nil {
		return nil, nil, err // want `a timeout from ExecContext is returned as a failure`
	}
	return nil, nil, nil
}

func RegisterTasks(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "create_task", Description: "Create a task."}, createTask)
	mcp.AddTool(s, &mcp.Tool{Name: "create_task_ctx", Description: "Create a task."}, createTaskCtx)
	mcp.AddTool(s, &mcp.Tool{Name: "log_row", Description: "Log a row."}, logRow)
}
