// Package tfe is shaped like go-tfe: the client's fields are interfaces,
// each implemented by one unexported type of the package.
package tfe

import (
	"context"
	"net/http"
)

type Client struct {
	Runs Runs
	http *http.Client
}

func NewClient() *Client {
	c := &Client{http: http.DefaultClient}
	c.Runs = &runs{client: c}
	return c
}

type Runs interface {
	Apply(ctx context.Context, runID string) error          // want Apply:`^implemented by \(\*tfe\.runs\)\.Apply: writes http POST \(idempotent\) as /actions/apply via \(\*tfe\.runs\)\.Apply -> \(\*tfe\.Client\)\.do -> \(\*http\.Client\)\.Do$`
	Discard(ctx context.Context, runID string) error        // want Discard:`^implemented by \(\*tfe\.runs\)\.Discard: writes http DELETE \(idempotent\)`
	CreateSnapshot(ctx context.Context, id string) error    // want CreateSnapshot:`^implemented by \(\*tfe\.runs\)\.CreateSnapshot \(no writes\)$`
	Read(ctx context.Context, runID string) (string, error) // want Read:`^implemented by \(\*tfe\.runs\)\.Read \(no writes\)$`
}

type runs struct{ client *Client }

var _ Runs = (*runs)(nil)

func (r *runs) Apply(ctx context.Context, runID string) error { // want Apply:`^writes http POST`
	return r.client.do(ctx, http.MethodPost, "/runs/"+runID+"/actions/apply")
}

func (r *runs) Discard(ctx context.Context, runID string) error { // want Discard:`^writes http DELETE`
	return r.client.do(ctx, http.MethodDelete, "/runs/"+runID)
}

// CreateSnapshot is named like a write but only reads.
func (r *runs) CreateSnapshot(ctx context.Context, id string) error {
	return r.client.do(ctx, http.MethodGet, "/snapshots/"+id)
}

func (r *runs) Read(ctx context.Context, runID string) (string, error) {
	return "", r.client.do(ctx, http.MethodGet, "/runs/"+runID)
}

func (c *Client) do(ctx context.Context, method, url string) error { // want do:`^http method from param 1 via`
	req, err := http.NewRequestWithContext(ctx, method, url, nil)
	if err != nil {
		return err
	}
	_, err = c.http.Do(req)
	return err
}
