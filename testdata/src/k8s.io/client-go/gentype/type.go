// Package gentype is a stub of k8s.io/client-go/gentype (v0.33): the
// generic clients that client-gen's typed clients embed, in client-go and
// in every generated clientset (Tekton's, Knative's, ...). Only the
// exported API the fixtures use is mirrored, and the bodies do nothing:
// the catalogue decides its calls.
package gentype

import (
	"context"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
)

type objectWithMeta interface{ comparable }

type Client[T objectWithMeta] struct {
	resource  string
	namespace string
}

type ClientWithList[T objectWithMeta, L any] struct {
	*Client[T]
	alsoLister[T, L]
}

type alsoLister[T objectWithMeta, L any] struct {
	client *Client[T]
}

func NewClientWithList[T objectWithMeta, L any](resource string, namespace string) *ClientWithList[T, L] {
	c := &Client[T]{resource: resource, namespace: namespace}
	return &ClientWithList[T, L]{Client: c, alsoLister: alsoLister[T, L]{client: c}}
}

func (c *Client[T]) Get(ctx context.Context, name string, options metav1.GetOptions) (T, error) {
	var zero T
	return zero, nil
}

func (c *Client[T]) Create(ctx context.Context, obj T, opts metav1.CreateOptions) (T, error) {
	return obj, nil
}

func (c *Client[T]) Update(ctx context.Context, obj T, opts metav1.UpdateOptions) (T, error) {
	return obj, nil
}

func (c *Client[T]) Delete(ctx context.Context, name string, opts metav1.DeleteOptions) error {
	return nil
}

func (l *alsoLister[T, L]) List(ctx context.Context, opts metav1.ListOptions) (L, error) {
	var zero L
	return zero, nil
}
