// Package httpwrap is a provider client in the shape real ones have: the
// method travels through helpers as a parameter, a request is built in
// one helper and sent in another.
package httpwrap

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"net/url"
	"strings"
)

type Client struct {
	BaseURL string
	HTTP    *http.Client
}

func (c *Client) Refund(ctx context.Context, orderID string, cents int64, key string) error { // want Refund:`^writes http POST via \(\*httpwrap\.Client\)\.Refund -> \(\*httpwrap\.Client\)\.post -> \(\*httpwrap\.Client\)\.do -> \(\*http\.Client\)\.Do$`
	return c.post(ctx, "/v1/refunds", map[string]any{"order_id": orderID, "amount": cents}, key)
}

func (c *Client) GetRefund(ctx context.Context, id string) error {
	_, err := c.do(ctx, http.MethodGet, "/v1/refunds/"+id, nil, nil)
	return err
}

func (c *Client) post(ctx context.Context, path string, body any, key string) error { // want post:`^writes http POST via \(\*httpwrap\.Client\)\.post -> \(\*httpwrap\.Client\)\.do`
	h := http.Header{}
	if key != "" {
		h.Set("Idempotency-Key", key)
	}
	_, err := c.do(ctx, http.MethodPost, path, body, h)
	return err
}

func (c *Client) do(ctx context.Context, method, path string, body any, h http.Header) (*http.Response, error) { // want do:`^http method from param 1 via \(\*httpwrap\.Client\)\.do -> \(\*http\.Client\)\.Do$`
	data, err := json.Marshal(body)
	if err != nil {
		return nil, err
	}
	req, err := http.NewRequestWithContext(ctx, method, c.BaseURL+path, bytes.NewReader(data))
	if err != nil {
		return nil, err
	}
	req.Header = h
	return c.HTTP.Do(req)
}

// newRequest builds a request; send sends one. Callers combine them.
func (c *Client) newRequest(ctx context.Context, method, path string) (*http.Request, error) { // want newRequest:`^makes result 0: a request with method from param 1$`
	return http.NewRequestWithContext(ctx, method, c.BaseURL+path, nil)
}

func (c *Client) send(req *http.Request) (*http.Response, error) { // want send:`^http request from param 0 via \(\*httpwrap\.Client\)\.send -> \(\*http\.Client\)\.Do$`
	return c.HTTP.Do(req.WithContext(req.Context()))
}

func (c *Client) Cancel(ctx context.Context, id string) error { // want Cancel:`^writes http DELETE \(idempotent\) via \(\*httpwrap\.Client\)\.Cancel -> \(\*httpwrap\.Client\)\.send -> \(\*http\.Client\)\.Do$`
	req, err := c.newRequest(ctx, http.MethodDelete, "/v1/refunds/"+id)
	if err != nil {
		return err
	}
	_, err = c.send(req)
	return err
}

func (c *Client) Lookup(ctx context.Context, id string) error {
	req, err := c.newRequest(ctx, http.MethodGet, "/v1/refunds/"+id)
	if err != nil {
		return err
	}
	_, err = c.send(req)
	return err
}

// Literal builds the request as a composite literal.
func (c *Client) Literal(ctx context.Context, u *url.URL) error { // want Literal:`^writes http PATCH \(idempotent\) via \(\*httpwrap\.Client\)\.Literal -> \(\*http\.Client\)\.Do$`
	req := &http.Request{Method: "PATCH", URL: u, Header: http.Header{}}
	_, err := c.HTTP.Do(req)
	return err
}

// LiteralGet has no Method field: GET.
func (c *Client) LiteralGet(ctx context.Context, u *url.URL) error {
	req := &http.Request{URL: u}
	_, err := c.HTTP.Do(req)
	return err
}

// Assigned sets the method after building the request.
func (c *Client) Assigned(ctx context.Context, path string) error { // want Assigned:`^writes http PUT \(idempotent\) via`
	req, err := http.NewRequest("", c.BaseURL+path, nil)
	if err != nil {
		return err
	}
	req.Method = http.MethodPut
	_, err = c.HTTP.Do(req)
	return err
}

// Form and Shortcut use the POST helpers of net/http.
func Form(u string) error { // want Form:`^writes http POST via httpwrap\.Form -> http\.PostForm$`
	_, err := http.PostForm(u, url.Values{"a": {"b"}})
	return err
}

func Shortcut(c *http.Client, u string) error { // want Shortcut:`^writes http POST via httpwrap\.Shortcut -> \(\*http\.Client\)\.Post$`
	_, err := c.Post(u, "text/plain", strings.NewReader("x"))
	return err
}

// Fetch only reads.
func Fetch(c *http.Client, u string) error {
	if _, err := http.Get(u); err != nil {
		return err
	}
	_, err := c.Head(u)
	return err
}

// Transport sends through a RoundTripper.
func Transport(rt http.RoundTripper, u string) error { // want Transport:`^writes http POST via httpwrap\.Transport -> \(http\.RoundTripper\)\.RoundTrip$`
	req, err := http.NewRequest(http.MethodPost, u, nil)
	if err != nil {
		return err
	}
	_, err = rt.RoundTrip(req)
	return err
}

// Doer is the HTTP client interface code declares for tests.
type Doer interface {
	Do(req *http.Request) (*http.Response, error)
}

func ViaDoer(ctx context.Context, d Doer, u string) error { // want ViaDoer:`^writes http POST via httpwrap\.ViaDoer -> \(httpwrap\.Doer\)\.Do$`
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, u, nil)
	if err != nil {
		return err
	}
	_, err = d.Do(req)
	return err
}

func GetViaDoer(ctx context.Context, d Doer, u string) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, u, nil)
	if err != nil {
		return err
	}
	_, err = d.Do(req)
	return err
}

// limiter runs sends in a worker, as rate limiters and retry helpers do.
type limiter struct{ queue chan func() error }

func (l *limiter) Enqueue(fn func() error) error {
	l.queue <- fn
	return nil
}

// Queued builds the request, and a function literal sends it later: the
// literal's request is the one its parent built.
func (c *Client) Queued(ctx context.Context, l *limiter, path string) error { // want Queued:`^writes http POST via \(\*httpwrap\.Client\)\.Queued -> \(\*httpwrap\.Client\)\.Queued\$1 -> \(\*http\.Client\)\.Do$`
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.BaseURL+path, nil)
	if err != nil {
		return err
	}
	var resp *http.Response
	return l.Enqueue(func() error {
		resp, err = c.HTTP.Do(req)
		if err == nil {
			resp.Body.Close()
		}
		return err
	})
}

// QueuedGet does the same with a GET.
func (c *Client) QueuedGet(ctx context.Context, l *limiter, path string) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, c.BaseURL+path, nil)
	if err != nil {
		return err
	}
	return l.Enqueue(func() error {
		_, err := c.HTTP.Do(req)
		return err
	})
}

// Contacts lists a CardDAV address book: PROPFIND reads.
func (c *Client) Contacts(ctx context.Context) error {
	req, err := http.NewRequestWithContext(ctx, "PROPFIND", c.BaseURL+"/addressbook/", nil)
	if err != nil {
		return err
	}
	resp, err := c.HTTP.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// Keys lists a secrets engine's keys with Vault's LIST: a read.
func (c *Client) Keys(ctx context.Context) error {
	req, err := http.NewRequestWithContext(ctx, "LIST", c.BaseURL+"/v1/secret/metadata/", nil)
	if err != nil {
		return err
	}
	resp, err := c.HTTP.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// Tag sets a resource's properties: PROPPATCH sets them, once.
func (c *Client) Tag(ctx context.Context) error { // want Tag:`^writes http PROPPATCH \(idempotent\) via`
	req, err := http.NewRequestWithContext(ctx, "PROPPATCH", c.BaseURL+"/addressbook/1.vcf", nil)
	if err != nil {
		return err
	}
	resp, err := c.HTTP.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}
