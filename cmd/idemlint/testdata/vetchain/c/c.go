// Package c posts through d.
package c

import (
	"context"
	"net/http"

	"example.com/vetchain/d"
)

// Post posts body to url.
func Post(ctx context.Context, url, body string) error {
	return d.Send(ctx, http.MethodPost, url, body)
}

// Get reads url.
func Get(ctx context.Context, url string) error {
	return d.Send(ctx, http.MethodGet, url, "")
}
