// Package use keeps the repository of another package behind its
// interface, as services do: the call runs the generic base's method
// that the constructor's Returns fact carries.
package use

import (
	"context"

	"effects/iface/generic"

	"gorm.io/gorm"
)

type TaskService struct{ repo generic.TaskRepository }

func NewTaskService(db *gorm.DB) *TaskService {
	return &TaskService{repo: generic.NewTaskRepository(db)}
}

func (s *TaskService) CreateTask(ctx context.Context, title string) error { // want CreateTask:`^writes sdk gorm \(\*gorm\.DB\)\.Create via \(\*use\.TaskService\)\.CreateTask -> \(\*generic\.baseRepository\[T\]\)\.Create -> \(\*gorm\.DB\)\.Create`
	return s.repo.Create(ctx, &generic.Task{Title: title})
}
