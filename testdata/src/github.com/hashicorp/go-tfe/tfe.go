// Package tfe is a stub of github.com/hashicorp/go-tfe v1.96.0: the
// client's service interfaces idemlint's fixtures use, with the real
// names and signatures (the implementations are elsewhere in the real
// module and out of sight here, as the catalogue's entries need).
package tfe

import "context"

type Client struct {
	Runs       Runs
	Variables  Variables
	Workspaces Workspaces
}

type Workspace struct{ ID, Name string }

type WorkspaceCreateOptions struct{ Name *string }

type Workspaces interface {
	Create(ctx context.Context, organization string, options WorkspaceCreateOptions) (*Workspace, error)
}

type Run struct{ ID string }

type RunCreateOptions struct{ Workspace *Workspace }

type RunApplyOptions struct{ Comment *string }

type Runs interface {
	Create(ctx context.Context, options RunCreateOptions) (*Run, error)
	Apply(ctx context.Context, runID string, options RunApplyOptions) error
}

type Variable struct{ ID string }

type VariableCreateOptions struct{ Key *string }

type Variables interface {
	Create(ctx context.Context, workspaceID string, options VariableCreateOptions) (*Variable, error)
}
