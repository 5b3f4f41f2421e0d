// Package generic keeps its repositories as a generic base embedded in
// each entity's repository, behind an interface that embeds the generic
// one: a call through the interface runs the base's method.
package generic

import (
	"context"

	"gorm.io/gorm"
)

type Task struct {
	ID    uint
	Title string
}

type BaseRepository[T any] interface {
	Create(ctx context.Context, e *T) error
}

type baseRepository[T any] struct{ db *gorm.DB }

func (r *baseRepository[T]) Create(ctx context.Context, e *T) error { // want Create:`^writes sdk gorm \(\*gorm\.DB\)\.Create via`
	return r.db.WithContext(ctx).Create(e).Error
}

// TaskRepository embeds the generic interface; taskRepository embeds the
// generic base.
type TaskRepository interface{ BaseRepository[Task] }
type taskRepository struct{ *baseRepository[Task] }

func NewTaskRepository(db *gorm.DB) TaskRepository { // want NewTaskRepository:`^returns result 0 is \*generic\.taskRepository; Create: writes sdk gorm \(\*gorm\.DB\)\.Create via \(\*generic\.baseRepository\[T\]\)\.Create -> \(\*gorm\.DB\)\.Create$`
	return &taskRepository{&baseRepository[Task]{db: db}}
}

type Tasks struct{ repo TaskRepository }

func NewTasks(db *gorm.DB) *Tasks { return &Tasks{repo: NewTaskRepository(db)} }

func (t *Tasks) Add(ctx context.Context, title string) error { // want Add:`^writes sdk gorm \(\*gorm\.DB\)\.Create via \(\*generic\.Tasks\)\.Add -> \(\*generic\.baseRepository\[T\]\)\.Create -> \(\*gorm\.DB\)\.Create`
	return t.repo.Create(ctx, &Task{Title: title})
}

// NoteRepository is a plain interface over the same embedded base.
type NoteRepository interface {
	Create(ctx context.Context, e *Task) error
}
type noteRepository struct{ *baseRepository[Task] }

type Notes struct{ repo NoteRepository }

func NewNotes(db *gorm.DB) *Notes {
	return &Notes{repo: &noteRepository{&baseRepository[Task]{db: db}}}
}

func (n *Notes) Add(ctx context.Context, title string) error { // want Add:`^writes sdk gorm \(\*gorm\.DB\)\.Create via \(\*generic\.Notes\)\.Add -> \(\*generic\.baseRepository\[T\]\)\.Create -> \(\*gorm\.DB\)\.Create`
	return n.repo.Create(ctx, &Task{Title: title})
}

// A base kept in memory writes nothing: neither does a call through the
// interface over it.
type Cache[T any] interface {
	Create(ctx context.Context, e *T) error
}
type memBase[T any] struct{ items []*T }

func (m *memBase[T]) Create(ctx context.Context, e *T) error {
	m.items = append(m.items, e)
	return nil
}

type TaskCache interface{ Cache[Task] }
type taskCache struct{ *memBase[Task] }

type Drafts struct{ cache TaskCache }

func NewDrafts() *Drafts { return &Drafts{cache: &taskCache{&memBase[Task]{}}} }

func (d *Drafts) Add(ctx context.Context, title string) error {
	return d.cache.Create(ctx, &Task{Title: title})
}
