// Package restykit is a cloud SDK on resty, as linodego is: generic
// helpers build a request and send it by its method's resty call; the
// SDK's methods name the operation and the endpoint.
package restykit

import (
	"context"
	"fmt"

	"github.com/go-resty/resty/v2"
)

type Client struct {
	resty *resty.Client
}

func (c *Client) R(ctx context.Context) *resty.Request {
	return c.resty.R().SetContext(ctx)
}

type Instance struct {
	ID    int
	Label string
}

func doPOSTRequest[T, O any](ctx context.Context, c *Client, endpoint string, opts O) (*T, error) { // want doPOSTRequest:`^writes http POST via restykit.doPOSTRequest -> \(\*resty/v2.Request\).Post$`
	var result T
	r, err := c.R(ctx).SetResult(&result).SetBody(opts).Post(endpoint)
	if err != nil {
		return nil, err
	}
	return r.Result().(*T), nil
}

func doPUTRequest[T, O any](ctx context.Context, c *Client, endpoint string, opts O) (*T, error) { // want doPUTRequest:`^writes http PUT \(idempotent\) via`
	var result T
	_, err := c.R(ctx).SetResult(&result).SetBody(opts).Put(endpoint)
	return &result, err
}

func doGETRequest[T any](ctx context.Context, c *Client, endpoint string) (*T, error) {
	var result T
	_, err := c.R(ctx).SetResult(&result).Get(endpoint)
	return &result, err
}

func (c *Client) CreateInstance(ctx context.Context, label string) (*Instance, error) { // want CreateInstance:`^writes http POST via \(\*restykit.Client\).CreateInstance -> restykit.doPOSTRequest -> \(\*resty/v2.Request\).Post$`
	return doPOSTRequest[Instance](ctx, c, "linode/instances", map[string]string{"label": label})
}

func (c *Client) UpdateInstance(ctx context.Context, id int, label string) (*Instance, error) { // want UpdateInstance:`^writes http PUT \(idempotent\) via`
	return doPUTRequest[Instance](ctx, c, fmt.Sprintf("linode/instances/%d", id), map[string]string{"label": label})
}

func (c *Client) GetInstance(ctx context.Context, id int) (*Instance, error) {
	return doGETRequest[Instance](ctx, c, fmt.Sprintf("linode/instances/%d", id))
}

// SearchInstances posts a query: it reads.
func (c *Client) SearchInstances(ctx context.Context, q string) ([]Instance, error) {
	var out []Instance
	_, err := c.R(ctx).SetBody(q).SetResult(&out).Post("linode/instances/search")
	return out, err
}

// Do sends the method its caller names.
func (c *Client) Do(ctx context.Context, method, path string) error { // want Do:`^http method from param 1 via \(\*restykit.Client\).Do -> \(\*resty/v2.Request\).Execute$`
	_, err := c.R(ctx).Execute(method, path)
	return err
}

// RebootInstance posts to .../reboot: a reboot happens again on a repeat.
func (c *Client) RebootInstance(ctx context.Context, id int) error { // want RebootInstance:`^writes http POST via`
	_, err := doPOSTRequest[Instance](ctx, c, fmt.Sprintf("linode/instances/%d/reboot", id), struct{}{})
	return err
}
