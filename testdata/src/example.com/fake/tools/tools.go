// Package tools is a lookalike of langchaingo's tools package at another
// import path: same package name, same Tool interface shape.
package tools

import "context"

type Tool interface {
	Name() string
	Description() string
	Call(ctx context.Context, input string) (string, error)
}
