// Package runtimemethod sends requests whose method the model names: a
// proxy to an API. What such a request does is not written down, so it
// is a write that may act again, of a method chosen at run time.
package runtimemethod

import (
	"context"
	"io"
	"net/http"
	"strings"

	"effects/runtimemethod/args"
)

type Options struct {
	Method string
	Path   string
	Body   io.Reader
}

type Client struct {
	base string
	hc   *http.Client
}

func (c *Client) proxy(opts Options) (*http.Response, error) { // want proxy:`^http method from param 0 field Method via`
	req, err := http.NewRequest(opts.Method, c.base+opts.Path, opts.Body)
	if err != nil {
		return nil, err
	}
	return c.hc.Do(req)
}

func (c *Client) run(ctx context.Context, method, path string) error { // want run:`^http method from param 1 via`
	req, err := http.NewRequestWithContext(ctx, method, c.base+path, nil)
	if err != nil {
		return err
	}
	resp, err := c.hc.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// DockerProxy stores the model's method in the options' field.
func DockerProxy(c *Client, in map[string]any) error { // want DockerProxy:`^writes http method chosen at run time via`
	method, _ := in["method"].(string)
	opts := Options{Path: "/docker/" + in["path"].(string)}
	opts.Method = method
	_, err := c.proxy(opts)
	return err
}

// RunInSandbox hands the sender an accessor's result.
func RunInSandbox(ctx context.Context, c *Client, a *args.Accessor) error { // want RunInSandbox:`^writes http method chosen at run time via`
	return c.run(ctx, a.Get("method"), "/process")
}

// Direct builds the request itself with the model's method.
func Direct(ctx context.Context, c *Client, a *args.Accessor) error { // want Direct:`^writes http method chosen at run time via`
	req, err := http.NewRequestWithContext(ctx, a.Get("method"), c.base+"/x", nil)
	if err != nil {
		return err
	}
	_, err = c.hc.Do(req)
	return err
}

// ReadOnly refuses any method but GET before it sends the model's: a
// read, whatever the model asks.
func ReadOnly(ctx context.Context, c *Client, a *args.Accessor) error {
	method := a.Get("method")
	if method != http.MethodGet {
		return io.ErrUnexpectedEOF
	}
	return c.run(ctx, method, "/items")
}

// Checked compares the method, but sends it on either branch: still the
// model's.
func Checked(ctx context.Context, c *Client, a *args.Accessor) error { // want Checked:`^writes http method chosen at run time via`
	method := a.Get("method")
	if method != http.MethodGet {
		println("not a read")
	}
	return c.run(ctx, method, "/items")
}

// Negatives: constants and parameters decide as before.
func List(ctx context.Context, c *Client) error {
	return c.run(ctx, http.MethodGet, "/items")
}

func Forward(ctx context.Context, c *Client, method string) error { // want Forward:`^http method from param 2 via`
	return c.run(ctx, method, "/items")
}

func Fetch(c *Client) error {
	_, err := c.proxy(Options{Path: "/items"})
	return err
}

// A sender that normalises the method it is given still sends that
// method: its callers decide, a GET reads.
func (c *Client) send(ctx context.Context, method, path string) error { // want send:`^http method from param 1 via`
	req, err := http.NewRequestWithContext(ctx, strings.ToUpper(method), c.base+path, nil)
	if err != nil {
		return err
	}
	resp, err := c.hc.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

func Items(ctx context.Context, c *Client) error {
	return c.send(ctx, "get", "/items")
}

func AddItem(ctx context.Context, c *Client) error { // want AddItem:`^writes http POST via`
	return c.send(ctx, "post", "/items")
}
