// Package accounts keeps the client of each account in the context.
package accounts

import "context"

type key struct{}

// ClientFromContext returns the client the middleware stored, or nil.
func ClientFromContext(ctx context.Context) any { return ctx.Value(key{}) }
