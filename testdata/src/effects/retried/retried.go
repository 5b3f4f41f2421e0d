// Package retried posts a request again when the first attempt failed:
// the failure of the same call is no lookup that found nothing, so the
// second POST is no get-or-create's.
package retried

import (
	"context"
	"errors"
	"io"
	"net/http"
	"strings"
)

type Client struct {
	HTTP *http.Client
	Base string
}

func (c *Client) newRequest(ctx context.Context, q string) (*http.Request, error) { // want newRequest:`^makes result 0: a request with method from "POST"`
	return http.NewRequestWithContext(ctx, http.MethodPost, c.Base, strings.NewReader(q))
}

func (c *Client) do(req *http.Request) (*http.Response, error) { // want do:`^http request from param 0 via`
	return c.HTTP.Do(req)
}

func (c *Client) Query(ctx context.Context, q string) error { // want Query:`^writes http POST via .*; http POST via`
	req, err := c.newRequest(ctx, q)
	if err != nil {
		return err
	}
	resp, err := c.do(req)
	if err != nil {
		if !errors.Is(err, io.EOF) {
			return err
		}
		req, err = c.newRequest(ctx, q)
		if err != nil {
			return err
		}
		resp, err = c.do(req)
		if err != nil {
			return err
		}
	}
	return resp.Body.Close()
}
