// Package exchange is a provider SDK whose request nests the key slot.
package exchange

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
)

type Order struct {
	ClientOrderId *string
	Side          string
}

type CreateOrderRequest struct {
	Order *Order
}

type Client struct{ HTTP *http.Client }

func (c *Client) CreateOrder(ctx context.Context, req *CreateOrderRequest) error {
	body, err := json.Marshal(req)
	if err != nil {
		return err
	}
	r, err := http.NewRequestWithContext(ctx, http.MethodPost, "https://api.exchange.example/orders", bytes.NewReader(body))
	if err != nil {
		return err
	}
	resp, err := c.HTTP.Do(r)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

func String(s string) *string { return &s }
