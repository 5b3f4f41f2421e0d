// Package apikit is an SDK whose request is a struct of its own: the
// method is a field that a later function copies into http.NewRequest.
package apikit

import (
	"context"
	"net/http"
)

type Client struct {
	addr string
	hc   *http.Client
}

type Request struct {
	Method string
	Path   string
	Params map[string]string
}

// NewRequest builds the SDK's request.
func (c *Client) NewRequest(method, path string) *Request { // want NewRequest:`^makes result 0: field Method from param 0$`
	return &Request{Method: method, Path: path}
}

// Send turns the SDK's request into an HTTP one and sends it.
func (c *Client) Send(ctx context.Context, r *Request) (*http.Response, error) { // want Send:`^http method from param 1 field Method via \(\*apikit\.Client\)\.Send -> \(\*apikit\.Client\)\.do -> \(\*http\.Client\)\.Do$`
	hr, err := http.NewRequestWithContext(ctx, r.Method, c.addr+r.Path, nil)
	if err != nil {
		return nil, err
	}
	return c.do(hr)
}

func (c *Client) do(hr *http.Request) (*http.Response, error) { // want do:`^http request from param 0 via \(\*apikit\.Client\)\.do -> \(\*http\.Client\)\.Do$`
	return c.hc.Do(hr)
}

// gqlClient keeps its method in a field its constructors set, as
// generated GraphQL clients do.
type gqlClient struct {
	hc       *http.Client
	endpoint string
	method   string
}

func newGQL(hc *http.Client, endpoint, method string) *gqlClient {
	return &gqlClient{hc, endpoint, method}
}

func NewGQL(hc *http.Client) *gqlClient {
	return newGQL(hc, "https://api.example/graphql", http.MethodPost)
}

func NewGQLUsingGet(hc *http.Client) *gqlClient {
	return newGQL(hc, "https://api.example/graphql", http.MethodGet)
}

// MakeRequest sends with whatever method the client was made with.
func (c *gqlClient) MakeRequest(ctx context.Context, query string) error { // want MakeRequest:`^writes http POST via \(\*apikit\.gqlClient\)\.MakeRequest -> \(\*http\.Client\)\.Do$`
	req, err := http.NewRequestWithContext(ctx, c.method, c.endpoint, nil)
	if err != nil {
		return err
	}
	_, err = c.hc.Do(req)
	return err
}
