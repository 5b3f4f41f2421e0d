// Package ticketsdk is a REST SDK built on the real
// github.com/hashicorp/go-retryablehttp: NewRequest builds the request,
// Do sends it, and each service method combines them (R1).
package ticketsdk

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"

	retryablehttp "github.com/hashicorp/go-retryablehttp"
)

type Client struct {
	base string
	hc   *retryablehttp.Client
}

func New(base string) *Client { return &Client{base: base, hc: retryablehttp.NewClient()} }

func (c *Client) NewRequest(ctx context.Context, method, path string, body any) (*retryablehttp.Request, error) {
	data, err := json.Marshal(body)
	if err != nil {
		return nil, err
	}
	return retryablehttp.NewRequestWithContext(ctx, method, c.base+path, bytes.NewReader(data))
}

func (c *Client) Do(req *retryablehttp.Request, out any) error {
	resp, err := c.hc.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if out == nil {
		return nil
	}
	return json.NewDecoder(resp.Body).Decode(out)
}

type Ticket struct{ ID, Title string }

func (c *Client) CreateTicket(ctx context.Context, title string) (*Ticket, error) {
	req, err := c.NewRequest(ctx, http.MethodPost, "/tickets", Ticket{Title: title})
	if err != nil {
		return nil, err
	}
	var t Ticket
	return &t, c.Do(req, &t)
}

func (c *Client) UpdateTicket(ctx context.Context, t Ticket) error {
	req, err := c.NewRequest(ctx, http.MethodPut, "/tickets/"+t.ID, t)
	if err != nil {
		return err
	}
	return c.Do(req, nil)
}

// ResolveTicket sets a state over POST.
func (c *Client) ResolveTicket(ctx context.Context, id string) error {
	req, err := c.NewRequest(ctx, http.MethodPost, "/tickets/"+id, map[string]string{"state": "resolved"})
	if err != nil {
		return err
	}
	return c.Do(req, nil)
}

func (c *Client) GetTicket(ctx context.Context, id string) (*Ticket, error) {
	req, err := c.NewRequest(ctx, http.MethodGet, "/tickets/"+id, nil)
	if err != nil {
		return nil, err
	}
	var t Ticket
	return &t, c.Do(req, &t)
}
