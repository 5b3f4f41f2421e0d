// Package parsekit builds its requests as go-github and go-tfe do: the
// path a service gives is parsed against the client's base URL.
package parsekit

import (
	"context"
	"net/http"
	"net/url"
)

type Client struct {
	base, registry *url.URL
	hc             *http.Client
}

// NewRequest's URL ends in its path parameter, so a caller's path names
// the operation of a POST.
func (c *Client) NewRequest(ctx context.Context, method, path string) (*http.Request, error) { // want NewRequest:`^makes result 0: a request with method from param 1$`
	var u *url.URL
	var err error
	if len(path) > 9 && path[:9] == "registry/" {
		u, err = c.registry.Parse(path)
	} else {
		u, err = c.base.Parse(path)
	}
	if err != nil {
		return nil, err
	}
	return http.NewRequestWithContext(ctx, method, u.String(), nil)
}

func (c *Client) Do(req *http.Request) error { // want Do:`^http request from param 0 via`
	resp, err := c.hc.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}
