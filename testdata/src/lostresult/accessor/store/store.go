// Package store is a client whose parts are handed out by accessors:
// c.Secrets().Put(...), c.Mounts().List(...).
package store

import (
	"context"
	"net/http"
	"strings"
)

type Client struct{ hc *http.Client }

type Secrets struct{ c *Client }

type Mounts struct{ c *Client }

func (c *Client) Secrets() *Secrets { return &Secrets{c} }

func (c *Client) Mounts() *Mounts { return &Mounts{c} }

func (s *Secrets) Put(ctx context.Context, path, value string) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, "https://store.example/v1/"+path, strings.NewReader(value))
	if err != nil {
		return err
	}
	resp, err := s.c.hc.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

func (m *Mounts) List(ctx context.Context) ([]string, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, "https://store.example/v1/mounts", nil)
	if err != nil {
		return nil, err
	}
	resp, err := m.c.hc.Do(req)
	if err != nil {
		return nil, err
	}
	return nil, resp.Body.Close()
}
