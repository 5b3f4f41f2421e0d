// Package pay is a payments client: Refund and Post write, Status reads.
package pay

import (
	"context"
	"net/http"
	"strings"
)

func send(ctx context.Context, method, url, body string) error {
	req, err := http.NewRequestWithContext(ctx, method, url, strings.NewReader(body))
	if err != nil {
		return err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// Refund refunds an order.
func Refund(ctx context.Context, orderID string) error {
	return send(ctx, http.MethodPost, "https://pay.example/refunds", orderID)
}

// Status reads an order.
func Status(ctx context.Context, orderID string) error {
	return send(ctx, http.MethodGet, "https://pay.example/orders/"+orderID, "")
}
