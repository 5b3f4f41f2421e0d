// Package cloudsdk is a cloud SDK built on the real
// github.com/go-resty/resty/v2, as linodego is: generic helpers send by
// resty's method calls, and the SDK's methods name the endpoint.
package cloudsdk

import (
	"context"
	"fmt"

	"github.com/go-resty/resty/v2"
)

type Client struct{ r *resty.Client }

func New(base string) *Client { return &Client{r: resty.New().SetBaseURL(base)} }

type Volume struct {
	ID    int    `json:"id"`
	Label string `json:"label"`
}

func doPOST[T any](ctx context.Context, c *Client, endpoint string, body any) (*T, error) {
	var out T
	if _, err := c.r.R().SetContext(ctx).SetBody(body).SetResult(&out).Post(endpoint); err != nil {
		return nil, err
	}
	return &out, nil
}

func doPUT[T any](ctx context.Context, c *Client, endpoint string, body any) (*T, error) {
	var out T
	_, err := c.r.R().SetContext(ctx).SetBody(body).SetResult(&out).Put(endpoint)
	return &out, err
}

func doGET[T any](ctx context.Context, c *Client, endpoint string) (*T, error) {
	var out T
	_, err := c.r.R().SetContext(ctx).SetResult(&out).Get(endpoint)
	return &out, err
}

func (c *Client) CreateVolume(ctx context.Context, label string) (*Volume, error) {
	return doPOST[Volume](ctx, c, "volumes", map[string]string{"label": label})
}

func (c *Client) RenameVolume(ctx context.Context, id int, label string) (*Volume, error) {
	return doPUT[Volume](ctx, c, fmt.Sprintf("volumes/%d", id), map[string]string{"label": label})
}

func (c *Client) GetVolume(ctx context.Context, id int) (*Volume, error) {
	return doGET[Volume](ctx, c, fmt.Sprintf("volumes/%d", id))
}
