// Package retrykit is a REST SDK that sends each request from inside a
// closure handed to a retry helper: in this package's own loop, or in a
// retrier of another package (go-buildkite with roko). The request the
// closure sends is the sender's parameter, bound into the closure.
package retrykit

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"

	"effects/reqs/backoff"
)

type Client struct{ hc *http.Client }

func (c *Client) NewRequest(ctx context.Context, method, path string, body any) (*http.Request, error) { // want NewRequest:`^makes result 0: a request with method from param 1$`
	b, err := json.Marshal(body)
	if err != nil {
		return nil, err
	}
	return http.NewRequestWithContext(ctx, method, "https://api.example/"+path, bytes.NewReader(b))
}

// Do retries through another package's retrier.
func (c *Client) Do(req *http.Request) error { // want Do:`^http request from param 0 via \(\*retrykit\.Client\)\.Do -> \(\*retrykit\.Client\)\.Do\$1 -> \(\*http\.Client\)\.Do$`
	return backoff.New(3).Do(req.Context(), func() error {
		_, err := c.hc.Do(req)
		return err
	})
}

func retry(op func() error) error {
	var err error
	for range 3 {
		if err = op(); err == nil {
			return nil
		}
	}
	return err
}

// DoLocal retries in this package.
func (c *Client) DoLocal(req *http.Request) error { // want DoLocal:`^http request from param 0 via`
	return retry(func() error {
		_, err := c.hc.Do(req)
		return err
	})
}

func (c *Client) CreateWidget(ctx context.Context, name string) error { // want CreateWidget:`^writes http POST via \(\*retrykit\.Client\)\.CreateWidget -> \(\*retrykit\.Client\)\.Do -> \(\*retrykit\.Client\)\.Do\$1 -> \(\*http\.Client\)\.Do$`
	req, err := c.NewRequest(ctx, http.MethodPost, "widgets", name)
	if err != nil {
		return err
	}
	return c.Do(req)
}

func (c *Client) CreateGadget(ctx context.Context, name string) error { // want CreateGadget:`^writes http POST via`
	req, err := c.NewRequest(ctx, http.MethodPost, "gadgets", name)
	if err != nil {
		return err
	}
	return c.DoLocal(req)
}

// A read through the same sender stays a read.
func (c *Client) Widget(ctx context.Context, name string) error {
	req, err := c.NewRequest(ctx, http.MethodGet, "widgets/"+name, nil)
	if err != nil {
		return err
	}
	return c.Do(req)
}
