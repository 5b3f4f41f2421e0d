// Package makerkit is shaped like a REST SDK that retries: do builds a
// closure that makes the request from its params, and doRaw calls that
// closure on every attempt and sends what it makes.
package makerkit

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
)

type Client struct {
	base string
	http *http.Client
}

type requestParams struct {
	Method string
	Path   string
	Body   any
}

func (c *Client) do(ctx context.Context, p requestParams, out any) error { // want do:`^http method from param 1 field Method via \(\*makerkit\.Client\)\.do -> \(\*makerkit\.Client\)\.doRaw -> \(\*http\.Client\)\.Do$` do:`^keeps its writes' errors$`
	var body []byte
	if p.Body != nil {
		body, _ = json.Marshal(p.Body)
	}
	return c.doRaw(ctx, func(ctx context.Context) (*http.Request, error) {
		var r io.Reader
		if body != nil {
			r = bytes.NewReader(body)
		}
		return http.NewRequestWithContext(ctx, p.Method, c.base+p.Path, r)
	}, out)
}

func (c *Client) doRaw(ctx context.Context, newRequest func(ctx context.Context) (*http.Request, error), out any) error { // want doRaw:`^http request made by the function from param 1 via \(\*makerkit\.Client\)\.doRaw -> \(\*http\.Client\)\.Do$` doRaw:`^keeps its writes' errors$`
	for attempt := 0; attempt < 3; attempt++ {
		req, err := newRequest(ctx)
		if err != nil {
			return err
		}
		resp, err := c.http.Do(req)
		if err != nil {
			continue
		}
		defer resp.Body.Close()
		return json.NewDecoder(resp.Body).Decode(out)
	}
	return nil
}

func (c *Client) CreateTask(ctx context.Context, list, name string) error { // want CreateTask:`^writes http POST via \(\*makerkit\.Client\)\.CreateTask -> \(\*makerkit\.Client\)\.do -> \(\*makerkit\.Client\)\.doRaw -> \(\*http\.Client\)\.Do$` CreateTask:`^keeps its writes' errors$`
	return c.do(ctx, requestParams{Method: http.MethodPost, Path: "/list/" + list + "/task", Body: map[string]string{"name": name}}, nil)
}

func (c *Client) UpdateTask(ctx context.Context, id, name string) error { // want UpdateTask:`^keeps its writes' errors$` UpdateTask:`^writes http PUT \(idempotent\) via \(\*makerkit\.Client\)\.UpdateTask -> \(\*makerkit\.Client\)\.do -> \(\*makerkit\.Client\)\.doRaw -> \(\*http\.Client\)\.Do$`
	return c.do(ctx, requestParams{Method: http.MethodPut, Path: "/task/" + id, Body: map[string]string{"name": name}}, nil)
}

func (c *Client) GetTask(ctx context.Context, id string) error {
	return c.do(ctx, requestParams{Method: http.MethodGet, Path: "/task/" + id}, nil)
}

// Upload makes its own multipart request for each attempt.
func (c *Client) Upload(ctx context.Context, id string, data []byte) error { // want Upload:`^writes http POST via \(\*makerkit\.Client\)\.Upload -> \(\*makerkit\.Client\)\.doRaw -> \(\*http\.Client\)\.Do$` Upload:`^keeps its writes' errors$`
	return c.doRaw(ctx, func(ctx context.Context) (*http.Request, error) {
		return http.NewRequestWithContext(ctx, http.MethodPost, c.base+"/task/"+id+"/attachment", bytes.NewReader(data))
	}, nil)
}
