// Package client is a stub of sigs.k8s.io/controller-runtime/pkg/client
// (v0.21).
package client

import (
	"context"

	"k8s.io/apimachinery/pkg/types"
)

type Object interface{ GetName() string }
type ObjectList interface{ GetContinue() string }
type ObjectKey = types.NamespacedName

type Patch interface{ Type() types.PatchType }

type GetOption interface{}
type ListOption interface{}
type CreateOption interface{}
type DeleteOption interface{}
type UpdateOption interface{}
type PatchOption interface{}
type DeleteAllOfOption interface{}

type Reader interface {
	Get(ctx context.Context, key ObjectKey, obj Object, opts ...GetOption) error
	List(ctx context.Context, list ObjectList, opts ...ListOption) error
}

type Writer interface {
	Create(ctx context.Context, obj Object, opts ...CreateOption) error
	Delete(ctx context.Context, obj Object, opts ...DeleteOption) error
	Update(ctx context.Context, obj Object, opts ...UpdateOption) error
	Patch(ctx context.Context, obj Object, patch Patch, opts ...PatchOption) error
	DeleteAllOf(ctx context.Context, obj Object, opts ...DeleteAllOfOption) error
}

type Client interface {
	Reader
	Writer
}
