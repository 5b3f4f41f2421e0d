// Package b chooses the method with constants.
package b

import (
	"context"
	"net/http"

	"effects/chain/c"
)

const base = "https://pay.example.com"

func Post(ctx context.Context, path string) error { // want Post:`^writes http POST via b\.Post -> c\.Send -> d\.Do -> \(\*http\.Client\)\.Do$`
	return c.Send(ctx, http.MethodPost, base+path)
}

// Get goes through the same wrappers but only reads.
func Get(ctx context.Context, path string) error {
	return c.Send(ctx, http.MethodGet, base+path)
}

func Put(ctx context.Context, path string) error { // want Put:`^writes http PUT \(idempotent\) via b\.Put -> c\.Send`
	return c.Send(ctx, "PUT", base+path)
}

func Delete(ctx context.Context, path string) error { // want Delete:`^writes http DELETE \(idempotent\) via b\.Delete -> c\.Send`
	return c.Send(ctx, http.MethodDelete, base+path)
}

func Patch(ctx context.Context, path string) error { // want Patch:`^writes http PATCH \(idempotent\) via`
	method := "patch"
	return c.Send(ctx, method, base+path)
}

// Options and Head are reads.
func Options(ctx context.Context, path string) error {
	return c.Send(ctx, http.MethodOptions, base+path)
}

func Head(ctx context.Context, path string) error {
	return c.Send(ctx, http.MethodHead, base+path)
}

// Either writes when one of its methods does.
func Either(ctx context.Context, path string, write bool) error { // want Either:`^writes http POST via b\.Either -> c\.Send`
	m := http.MethodGet
	if write {
		m = http.MethodPost
	}
	return c.Send(ctx, m, base+path)
}

// Dynamic takes the method from somewhere the analysis cannot see: not a
// write, and not a parameter write either.
func Dynamic(ctx context.Context, path string, methods map[string]string) error {
	return c.Send(ctx, methods[path], base+path)
}
