// Package client implements store.Store over HTTP without importing it.
package client

import (
	"context"
	"net/http"
	"strings"
)

type Client struct{ url string }

func New(url string) *Client { return &Client{url: url} }

func (c *Client) Append(ctx context.Context, page, text string) error { // want Append:`^writes http POST`
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.url+"/pages/"+page+"/blocks", strings.NewReader(text))
	if err != nil {
		return err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}
