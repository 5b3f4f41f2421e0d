// Package itemurl posts to the address of one item, which updates it,
// and to a collection, which makes another; a webhook's address is
// invoked, not updated. The address is a hint the tool takes where no
// name of the chain decides: Refund, below, does.
package itemurl

import (
	"context"
	"fmt"
	"net/http"
	"strings"
)

type Client struct {
	HTTP *http.Client
	Base string
}

func (c *Client) post(ctx context.Context, path, body string) error { // want post:`^writes http POST via`
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.Base+path, strings.NewReader(body))
	if err != nil {
		return err
	}
	resp, err := c.HTTP.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

func (c *Client) TaskContent(ctx context.Context, id, content string) error { // want TaskContent:`^writes http POST to an item's address via`
	return c.post(ctx, fmt.Sprintf("/tasks/%s", id), content)
}

func (c *Client) CustomerEmail(ctx context.Context, id, email string) error { // want CustomerEmail:`^writes http POST to an item's address via`
	return c.post(ctx, "/v1/customers/"+id, email)
}

func (c *Client) Refund(ctx context.Context, id string) error { // want Refund:`^writes http POST via \(\*itemurl\.Client\)\.Refund -> `
	return c.post(ctx, "/v1/charges/"+id, "refund")
}

func (c *Client) NewTask(ctx context.Context, content string) error { // want NewTask:`^writes http POST via`
	return c.post(ctx, "/tasks", content)
}

func (c *Client) Hook(ctx context.Context, id, text string) error { // want Hook:`^writes http POST via`
	return c.post(ctx, fmt.Sprintf("/webhooks/%s", id), text)
}
