// Package two declares an interface with two implementations.
package two

import "context"

type Store interface {
	Archive(ctx context.Context, id string) error
	CreateBucket(ctx context.Context, name string) error
}

type Disk struct{}

func (Disk) Archive(ctx context.Context, id string) error        { return nil }
func (Disk) CreateBucket(ctx context.Context, name string) error { return nil }

type Memory struct{}

func (*Memory) Archive(ctx context.Context, id string) error        { return nil }
func (*Memory) CreateBucket(ctx context.Context, name string) error { return nil }
