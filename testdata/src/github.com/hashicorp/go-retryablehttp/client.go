// Package retryablehttp is a stub of github.com/hashicorp/go-retryablehttp
// v0.7.8: the exported API the fixtures use, with bodies reduced to the
// shape of the real ones (a Request embeds *http.Request; Do sends
// req.Request through the Client's HTTPClient, retrying).
package retryablehttp

import (
	"bytes"
	"context"
	"io"
	"net/http"
	"time"
)

// ReaderFunc is the type of function that can be given natively to NewRequest.
type ReaderFunc func() (io.Reader, error)

// Request wraps the metadata needed to create HTTP requests.
type Request struct {
	body ReaderFunc

	// Embed an HTTP request directly.
	*http.Request
}

// WithContext returns wrapped Request with a shallow copy of underlying
// *http.Request with its context changed to ctx.
func (r *Request) WithContext(ctx context.Context) *Request {
	return &Request{body: r.body, Request: r.Request.WithContext(ctx)}
}

// BodyBytes allows accessing the request body.
func (r *Request) BodyBytes() ([]byte, error) {
	if r.body == nil {
		return nil, nil
	}
	body, err := r.body()
	if err != nil {
		return nil, err
	}
	buf := new(bytes.Buffer)
	_, err = buf.ReadFrom(body)
	return buf.Bytes(), err
}

// SetBody allows setting the request body.
func (r *Request) SetBody(rawBody interface{}) error {
	if b, ok := rawBody.([]byte); ok {
		r.body = func() (io.Reader, error) { return bytes.NewReader(b), nil }
	}
	return nil
}

// FromRequest wraps an http.Request in a retryablehttp.Request.
func FromRequest(r *http.Request) (*Request, error) {
	return &Request{Request: r}, nil
}

// NewRequest creates a new wrapped request.
func NewRequest(method, url string, rawBody interface{}) (*Request, error) {
	return NewRequestWithContext(context.Background(), method, url, rawBody)
}

// NewRequestWithContext creates a new wrapped request with the provided context.
func NewRequestWithContext(ctx context.Context, method, url string, rawBody interface{}) (*Request, error) {
	httpReq, err := http.NewRequestWithContext(ctx, method, url, nil)
	if err != nil {
		return nil, err
	}
	req := &Request{Request: httpReq}
	if err := req.SetBody(rawBody); err != nil {
		return nil, err
	}
	return req, nil
}

// CheckRetry specifies a policy for handling retries.
type CheckRetry func(ctx context.Context, resp *http.Response, err error) (bool, error)

// Client is used to make HTTP requests. It adds additional functionality
// like automatic retries to tolerate minor outages.
type Client struct {
	HTTPClient   *http.Client
	RetryWaitMin time.Duration
	RetryWaitMax time.Duration
	RetryMax     int
	CheckRetry   CheckRetry
}

// NewClient creates a new Client with default settings.
func NewClient() *Client {
	return &Client{HTTPClient: &http.Client{}, RetryMax: 4}
}

// Do wraps calling an HTTP method with retries.
func (c *Client) Do(req *Request) (*http.Response, error) {
	var resp *http.Response
	var err error
	for i := 0; ; i++ {
		if req.body != nil {
			body, berr := req.body()
			if berr != nil {
				return resp, berr
			}
			req.Body = io.NopCloser(body)
		}
		resp, err = c.HTTPClient.Do(req.Request)
		retry := false
		if c.CheckRetry != nil {
			retry, _ = c.CheckRetry(req.Context(), resp, err)
		}
		if !retry || i >= c.RetryMax {
			break
		}
	}
	return resp, err
}

// Get is a convenience helper for doing simple GET requests.
func (c *Client) Get(url string) (*http.Response, error) {
	req, err := NewRequest("GET", url, nil)
	if err != nil {
		return nil, err
	}
	return c.Do(req)
}

// Post is a convenience method for doing simple POST requests.
func (c *Client) Post(url, bodyType string, body interface{}) (*http.Response, error) {
	req, err := NewRequest("POST", url, body)
	if err != nil {
		return nil, err
	}
	req.Header.Set("Content-Type", bodyType)
	return c.Do(req)
}

// StandardClient returns a stdlib *http.Client with a custom Transport,
// which shims in a *retryablehttp.Client for added retries.
func (c *Client) StandardClient() *http.Client {
	return &http.Client{Transport: &RoundTripper{Client: c}}
}

// RoundTripper implements http.RoundTripper with retries.
type RoundTripper struct {
	Client *Client
}

// RoundTrip satisfies the http.RoundTripper interface.
func (rt *RoundTripper) RoundTrip(req *http.Request) (*http.Response, error) {
	retryableReq, err := FromRequest(req)
	if err != nil {
		return nil, err
	}
	return rt.Client.Do(retryableReq)
}
