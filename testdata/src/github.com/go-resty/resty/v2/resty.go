// Package resty is a stub of github.com/go-resty/resty/v2 at v2.17.2.
// Only the exported API the fixtures use is mirrored; the bodies do
// nothing, as the catalogue, not resty's code, decides its calls.
package resty

import (
	"context"
	"net/http"
)

type Client struct {
	HostURL string
}

func New() *Client { return &Client{} }

func (c *Client) SetBaseURL(url string) *Client { c.HostURL = url; return c }

func (c *Client) R() *Request { return &Request{client: c} }

type Request struct {
	URL    string
	Method string
	Body   interface{}
	Result interface{}
	client *Client
	ctx    context.Context
}

func (r *Request) SetContext(ctx context.Context) *Request { r.ctx = ctx; return r }

func (r *Request) SetHeader(header, value string) *Request { return r }

func (r *Request) SetQueryParam(param, value string) *Request { return r }

func (r *Request) SetPathParam(param, value string) *Request { return r }

func (r *Request) SetBody(body interface{}) *Request { r.Body = body; return r }

func (r *Request) SetResult(res interface{}) *Request { r.Result = res; return r }

func (r *Request) SetError(err interface{}) *Request { return r }

func (r *Request) Get(url string) (*Response, error) { return r.Execute(http.MethodGet, url) }

func (r *Request) Head(url string) (*Response, error) { return r.Execute(http.MethodHead, url) }

func (r *Request) Post(url string) (*Response, error) { return r.Execute(http.MethodPost, url) }

func (r *Request) Put(url string) (*Response, error) { return r.Execute(http.MethodPut, url) }

func (r *Request) Delete(url string) (*Response, error) { return r.Execute(http.MethodDelete, url) }

func (r *Request) Options(url string) (*Response, error) { return r.Execute(http.MethodOptions, url) }

func (r *Request) Patch(url string) (*Response, error) { return r.Execute(http.MethodPatch, url) }

func (r *Request) Send() (*Response, error) { return r.Execute(r.Method, r.URL) }

func (r *Request) Execute(method, url string) (*Response, error) {
	r.Method, r.URL = method, url
	return &Response{Request: r}, nil
}

type Response struct {
	Request     *Request
	RawResponse *http.Response
}

func (r *Response) Body() []byte { return nil }

func (r *Response) StatusCode() int { return 0 }

func (r *Response) Result() interface{} { return r.Request.Result }

func (r *Response) String() string { return "" }

func (r *Response) IsError() bool { return false }
