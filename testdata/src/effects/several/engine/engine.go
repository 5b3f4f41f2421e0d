// Package engine is the interface a server's handlers call; which
// implementation runs is chosen by a version at run time.
package engine

import "context"

type Engine interface {
	Deploy(ctx context.Context, release string) error
	Cache(ctx context.Context, release string) error
}
