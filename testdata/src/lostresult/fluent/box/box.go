// Package box is shaped like an openapi-generator Go client: an
// operation returns a request builder, fluent setters fill it, and
// Execute sends it.
package box

import (
	"context"
	"net/http"
	"strings"
)

type Client struct {
	HTTP *http.Client
	Base string
}

type FileInfo struct{ Size int64 }

func (c *Client) send(ctx context.Context, method, path, body string) (*http.Response, error) {
	req, err := http.NewRequestWithContext(ctx, method, c.Base+path, strings.NewReader(body))
	if err != nil {
		return nil, err
	}
	return c.HTTP.Do(req)
}

type ApiUploadRequest struct {
	ctx  context.Context
	c    *Client
	path string
	data string
}

func (c *Client) Upload(ctx context.Context, id string) ApiUploadRequest {
	return ApiUploadRequest{ctx: ctx, c: c}
}

func (r ApiUploadRequest) Path(p string) ApiUploadRequest { r.path = p; return r }
func (r ApiUploadRequest) Data(d string) ApiUploadRequest { r.data = d; return r }

func (r ApiUploadRequest) Execute() (*http.Response, error) {
	return r.c.send(r.ctx, http.MethodPost, "/files/upload?path="+r.path, r.data)
}

type ApiFileInfoRequest struct {
	ctx  context.Context
	c    *Client
	path string
}

func (c *Client) FileInfo(ctx context.Context, id string) ApiFileInfoRequest {
	return ApiFileInfoRequest{ctx: ctx, c: c}
}

func (r ApiFileInfoRequest) Path(p string) ApiFileInfoRequest { r.path = p; return r }

func (r ApiFileInfoRequest) Execute() (*FileInfo, *http.Response, error) {
	resp, err := r.c.send(r.ctx, http.MethodGet, "/files/info?path="+r.path, "")
	if err != nil {
		return nil, resp, err
	}
	return &FileInfo{}, resp, nil
}
