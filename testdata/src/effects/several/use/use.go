// Package use calls the engine Select picks: the call writes what every
// engine writes there, when each one does.
package use

import (
	"context"

	"effects/several/sel"
)

func DeployRelease(ctx context.Context, version, release string) error { // want DeployRelease:`^writes http POST via use\.DeployRelease -> \(\*several/v3\.Engine\)\.Deploy -> .*; http PUT \(idempotent\) via use\.DeployRelease -> \(\*several/v4\.Engine\)\.Deploy`
	return sel.Select(version).Deploy(ctx, release)
}

// Cache may run an engine that writes nothing: not said to write.
func Cache(ctx context.Context, version, release string) error {
	return sel.Select(version).Cache(ctx, release)
}
