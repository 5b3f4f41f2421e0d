// Package store declares the interface an application's tools call; a
// third package implements it.
package store

import "context"

type Store interface {
	Append(ctx context.Context, page, text string) error
}
