package payments

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
)

// Client talks to the payment provider's HTTP API.
type Client struct {
	BaseURL string
	HTTP    *http.Client // nil means http.DefaultClient
}

// Refund is the provider's record of a refund.
type Refund struct {
	ID          string `json:"id"`
	OrderID     string `json:"order_id"`
	AmountCents int64  `json:"amount_cents"`
	Status      string `json:"status"` // "pending" or "succeeded"
}

// Refund refunds amountCents of an order. When idempotencyKey is not empty the
// provider performs at most one refund per key and answers a repeated request
// with the original refund.
func (c *Client) Refund(ctx context.Context, orderID string, amountCents int64, reason string, idempotencyKey string) (Refund, error) {
	body := map[string]any{"order_id": orderID, "amount_cents": amountCents, "reason": reason}
	var r Refund
	err := c.post(ctx, "/v1/refunds", body, idempotencyKey, &r)
	return r, err
}

// GetRefund reads a refund back.
func (c *Client) GetRefund(ctx context.Context, id string) (Refund, error) {
	data, err := c.do(ctx, http.MethodGet, "/v1/refunds/"+id, nil, http.Header{})
	if err != nil {
		return Refund{}, err
	}
	var r Refund
	err = json.Unmarshal(data, &r)
	return r, err
}

func (c *Client) post(ctx context.Context, path string, body any, idempotencyKey string, out any) error {
	headers := http.Header{}
	if idempotencyKey != "" {
		headers.Set("Idempotency-Key", idempotencyKey)
	}
	data, err := c.do(ctx, http.MethodPost, path, body, headers)
	if err != nil {
		return err
	}
	return json.Unmarshal(data, out)
}

// do sends one JSON request and returns the response body. Transport errors,
// timeouts included, are returned unwrapped.
func (c *Client) do(ctx context.Context, method, path string, body any, headers http.Header) ([]byte, error) {
	payload, err := json.Marshal(body)
	if err != nil {
		return nil, err
	}
	req, err := http.NewRequestWithContext(ctx, method, c.BaseURL+path, bytes.NewReader(payload))
	if err != nil {
		return nil, err
	}
	req.Header = headers
	req.Header.Set("Content-Type", "application/json")

	hc := c.HTTP
	if hc == nil {
		hc = http.DefaultClient
	}
	resp, err := hc.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	data, err := io.ReadAll(resp.Body)
	if err != nil {
		return nil, err
	}
	if resp.StatusCode >= 300 {
		return nil, fmt.Errorf("payments: %s %s: %s: %s", method, path, resp.Status, bytes.TrimSpace(data))
	}
	return data, nil
}
