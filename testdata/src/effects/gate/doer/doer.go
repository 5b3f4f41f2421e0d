// Package doer sends requests through a Doer interface of its own, which
// names net/http only in its signature: the pass resolves a call of it
// wherever the interface is declared, so the package needs SSA.
package doer

import (
	"context"
	"net/http"
)

type Doer interface {
	Do(*http.Request) (*http.Response, error)
}

func Refund(ctx context.Context, d Doer, url string) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, url, nil)
	if err != nil {
		return err
	}
	resp, err := d.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}
