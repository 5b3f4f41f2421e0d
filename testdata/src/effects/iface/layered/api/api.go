// Package api is shaped like Prometheus' client_golang api: an exported
// Client interface that one unexported type implements over net/http.
package api

import (
	"context"
	"io"
	"net/http"
	"net/url"
)

type Client interface {
	URL(ep string, args map[string]string) *url.URL                    // want URL:`^implemented by \(\*api\.httpClient\)\.URL \(no writes\)$`
	Do(context.Context, *http.Request) (*http.Response, []byte, error) // want Do:`^implemented by \(\*api\.httpClient\)\.Do: http request from param 1 via \(\*api\.httpClient\)\.Do -> \(\*http\.Client\)\.Do$`
}

type httpClient struct {
	endpoint *url.URL
	client   http.Client
}

func NewClient(address string) (Client, error) { // want NewClient:`^returns result 0 is \*api\.httpClient; Do: http request from param 1 via \(\*api\.httpClient\)\.Do -> \(\*http\.Client\)\.Do$`
	u, err := url.Parse(address)
	if err != nil {
		return nil, err
	}
	return &httpClient{endpoint: u}, nil
}

func (c *httpClient) URL(ep string, args map[string]string) *url.URL {
	u := *c.endpoint
	u.Path = ep
	return &u
}

func (c *httpClient) Do(ctx context.Context, req *http.Request) (*http.Response, []byte, error) { // want Do:`^http request from param 1 via \(\*api\.httpClient\)\.Do -> \(\*http\.Client\)\.Do$`
	resp, err := c.client.Do(req.WithContext(ctx))
	if err != nil {
		return nil, nil, err
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	return resp, body, err
}
