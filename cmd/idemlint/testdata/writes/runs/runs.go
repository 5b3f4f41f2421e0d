// Package runs is shaped like go-tfe: the client's fields are interfaces
// that the package implements once.
package runs

import (
	"context"
	"net/http"
)

type Client struct {
	Runs Runs
	hc   *http.Client
}

func New() *Client {
	c := &Client{hc: http.DefaultClient}
	c.Runs = &runs{c: c}
	return c
}

type Runs interface {
	Apply(ctx context.Context, id string) error
	// CreateSnapshot is named like a write but reads.
	CreateSnapshot(ctx context.Context, id string) error
}

type runs struct{ c *Client }

func (r *runs) Apply(ctx context.Context, id string) error {
	return r.c.send(ctx, http.MethodPost, "/runs/"+id+"/actions/apply")
}

func (r *runs) CreateSnapshot(ctx context.Context, id string) error {
	return r.c.send(ctx, http.MethodGet, "/runs/"+id+"/snapshot")
}

func (c *Client) send(ctx context.Context, method, path string) error {
	req, err := http.NewRequestWithContext(ctx, method, "https://tf.example/api/v2"+path, nil)
	if err != nil {
		return err
	}
	resp, err := c.hc.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}
