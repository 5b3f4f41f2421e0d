// Package tfeuse calls the go-tfe-shaped client through its service
// interfaces from another package: the Impl facts carry the writes.
package tfeuse

import (
	"context"

	"effects/reqs/tfekit"
)

func CreateWorkspace(ctx context.Context, c *tfekit.Client, org, name string) error { // want CreateWorkspace:`^writes http POST via tfeuse\.CreateWorkspace -> \(\*tfekit\.workspaces\)\.Create -> \(tfekit\.ClientRequest\)\.Do`
	return c.Workspaces.Create(ctx, org, name)
}

func ReadWorkspace(ctx context.Context, c *tfekit.Client, org, name string) error {
	return c.Workspaces.Read(ctx, org, name)
}
