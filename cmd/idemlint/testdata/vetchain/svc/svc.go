// Package svc is the service layer over store's repository; a sees only
// its facts under go vet.
package svc

import (
	"context"

	"example.com/vetchain/store"
)

type Service struct{ Projects store.Projects }

// Default is set where the program is wired.
var Default = &Service{}

// NewProject creates a project.
func NewProject(ctx context.Context, name string) error {
	return Default.Projects.CreateProject(name)
}

// Shelve archives a project.
func Shelve(ctx context.Context, id string) error {
	return Default.Projects.Archive(id)
}
