// Package exchange is a provider SDK whose requests nest the key slot:
// an Order (with its ClientOrderId) inside the request, transfers in a
// slice, quotes in a map.
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
	Qty           int64
}

type CreateOrderRequest struct {
	Order *Order
}

type Transfer struct {
	ClientToken string
	Amount      int64
}

type BatchRequest struct {
	Transfers []*Transfer
}

type Quote struct {
	ClientQuoteId string
}

type QuoteRequest struct {
	Quotes map[string]Quote
}

type Client struct{ http *http.Client }

func post(ctx context.Context, c *http.Client, path string, v any) error {
	body, err := json.Marshal(v)
	if err != nil {
		return err
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, "https://api.exchange.example"+path, bytes.NewReader(body))
	if err != nil {
		return err
	}
	resp, err := c.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

func (c *Client) CreateOrder(ctx context.Context, req *CreateOrderRequest) error {
	return post(ctx, c.http, "/orders", req)
}

func (c *Client) Batch(ctx context.Context, req BatchRequest) error {
	return post(ctx, c.http, "/transfers", req)
}

func (c *Client) Quote(ctx context.Context, req *QuoteRequest) error {
	return post(ctx, c.http, "/quotes", req)
}

func String(s string) *string { return &s }
