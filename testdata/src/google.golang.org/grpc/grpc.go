// Package grpc is a stub of google.golang.org/grpc (v1.70.0).
package grpc

import "context"

type CallOption interface{}

type DialOption interface{}

type ClientConn struct{}

type ClientConnInterface interface {
	Invoke(ctx context.Context, method string, args any, reply any, opts ...CallOption) error
}

func NewClient(target string, opts ...DialOption) (conn *ClientConn, err error) {
	return &ClientConn{}, nil
}

func (cc *ClientConn) Invoke(ctx context.Context, method string, args, reply any, opts ...CallOption) error {
	return nil
}
