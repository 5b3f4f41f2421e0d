// Package restkit is the base of a REST SDK built on go-retryablehttp: one
// function builds a request, another sends it, and the services of
// another package combine them (R1).
package restkit

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"

	retryablehttp "github.com/hashicorp/go-retryablehttp"
)

type Client struct {
	base string
	http *retryablehttp.Client
}

type Response struct{ *http.Response }

// NewRequest builds the request; its method is the caller's.
func (c *Client) NewRequest(ctx context.Context, method, path string, body any) (*retryablehttp.Request, error) { // want NewRequest:`^makes result 0: a request with method from param 1$`
	data, err := json.Marshal(body)
	if err != nil {
		return nil, err
	}
	return retryablehttp.NewRequestWithContext(ctx, method, c.base+path, bytes.NewReader(data))
}

// Do sends a request built by NewRequest.
func (c *Client) Do(req *retryablehttp.Request, out any) (*Response, error) { // want Do:`^http request from param 0 via \(\*restkit\.Client\)\.Do -> \(\*go-retryablehttp\.Client\)\.Do -> \(\*http\.Client\)\.Do$`
	resp, err := c.http.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	return &Response{resp}, json.NewDecoder(resp.Body).Decode(out)
}
