// Package tasks is a stub of google.golang.org/api/tasks/v1 (v0.288.0):
// the exported shapes of the calls the fixtures make. Each call's
// doRequest stands for the generated one, which sends the request
// through gensupport.SendRequest with the same method.
package tasks

import (
	"context"
	"net/http"

	"google.golang.org/api/googleapi"
	"google.golang.org/api/option"
)

type Service struct {
	client   *http.Client
	BasePath string

	Tasks *TasksService
}

func NewService(ctx context.Context, opts ...option.ClientOption) (*Service, error) {
	s := &Service{client: http.DefaultClient, BasePath: "https://tasks.googleapis.com/"}
	s.Tasks = &TasksService{s: s}
	return s, nil
}

type TasksService struct {
	s *Service
}

type Task struct {
	Id    string `json:"id,omitempty"`
	Title string `json:"title,omitempty"`
}

type TasksClearCall struct {
	s          *Service
	tasklistid string
	ctx_       context.Context
}

// Clear: Clears all completed tasks from the specified task list.
func (r *TasksService) Clear(tasklistid string) *TasksClearCall {
	return &TasksClearCall{s: r.s, tasklistid: tasklistid}
}

func (c *TasksClearCall) Context(ctx context.Context) *TasksClearCall {
	c.ctx_ = ctx
	return c
}

func (c *TasksClearCall) doRequest(alt string) (*http.Response, error) {
	urls := googleapi.ResolveRelative(c.s.BasePath, "tasks/v1/lists/{tasklist}/clear")
	urls += "?alt=" + alt
	req, err := http.NewRequest("POST", urls, nil)
	if err != nil {
		return nil, err
	}
	return c.s.client.Do(req.WithContext(c.ctx_))
}

func (c *TasksClearCall) Do(opts ...googleapi.CallOption) error {
	res, err := c.doRequest("json")
	if err != nil {
		return err
	}
	return res.Body.Close()
}

type TasksInsertCall struct {
	s          *Service
	tasklistid string
	task       *Task
	ctx_       context.Context
}

// Insert: Creates a new task on the specified task list.
func (r *TasksService) Insert(tasklistid string, task *Task) *TasksInsertCall {
	return &TasksInsertCall{s: r.s, tasklistid: tasklistid, task: task}
}

func (c *TasksInsertCall) Context(ctx context.Context) *TasksInsertCall {
	c.ctx_ = ctx
	return c
}

func (c *TasksInsertCall) doRequest(alt string) (*http.Response, error) {
	urls := googleapi.ResolveRelative(c.s.BasePath, "tasks/v1/lists/{tasklist}/tasks")
	urls += "?alt=" + alt
	req, err := http.NewRequest("POST", urls, nil)
	if err != nil {
		return nil, err
	}
	return c.s.client.Do(req.WithContext(c.ctx_))
}

func (c *TasksInsertCall) Do(opts ...googleapi.CallOption) (*Task, error) {
	res, err := c.doRequest("json")
	if err != nil {
		return nil, err
	}
	res.Body.Close()
	return c.task, nil
}

type TasksMoveCall struct {
	s          *Service
	tasklistid string
	taskid     string
	ctx_       context.Context
}

// Move: Moves the specified task to another position in the destination
// task list.
func (r *TasksService) Move(tasklistid string, taskid string) *TasksMoveCall {
	return &TasksMoveCall{s: r.s, tasklistid: tasklistid, taskid: taskid}
}

// Previous sets the optional parameter "previous": New previous sibling
// task identifier.
func (c *TasksMoveCall) Previous(previous string) *TasksMoveCall { return c }

func (c *TasksMoveCall) Context(ctx context.Context) *TasksMoveCall {
	c.ctx_ = ctx
	return c
}

func (c *TasksMoveCall) doRequest(alt string) (*http.Response, error) {
	urls := googleapi.ResolveRelative(c.s.BasePath, "tasks/v1/lists/{tasklist}/tasks/{task}/move")
	urls += "?alt=" + alt
	req, err := http.NewRequest("POST", urls, nil)
	if err != nil {
		return nil, err
	}
	return c.s.client.Do(req.WithContext(c.ctx_))
}

func (c *TasksMoveCall) Do(opts ...googleapi.CallOption) (*Task, error) {
	res, err := c.doRequest("json")
	if err != nil {
		return nil, err
	}
	res.Body.Close()
	return &Task{Id: c.taskid}, nil
}
