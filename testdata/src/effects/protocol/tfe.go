package protocol

import (
	"context"

	tfe "github.com/hashicorp/go-tfe"
)

// A workspace's name is unique in its organization: a repeat is refused.
func NewWorkspace(ctx context.Context, c *tfe.Client, org, name string) error { // want NewWorkspace:`^writes sdk tfe \(tfe\.Workspaces\)\.Create \(rejects a repeat\) via`
	_, err := c.Workspaces.Create(ctx, org, tfe.WorkspaceCreateOptions{Name: &name})
	return err
}

// A run is queued again on every call.
func QueueRun(ctx context.Context, c *tfe.Client, ws *tfe.Workspace) error { // want QueueRun:`^writes sdk tfe \(tfe\.Runs\)\.Create via`
	_, err := c.Runs.Create(ctx, tfe.RunCreateOptions{Workspace: ws})
	return err
}

// Applying a run moves it to a state: a repeat is refused, nothing acts twice.
func ApplyRun(ctx context.Context, c *tfe.Client, id string) error { // want ApplyRun:`^writes sdk tfe \(tfe\.Runs\)\.Apply \(idempotent\) via`
	return c.Runs.Apply(ctx, id, tfe.RunApplyOptions{})
}
