// Package b is a payments client built on c.
package b

import (
	"context"

	"example.com/vetchain/c"
)

// Refund refunds an order.
func Refund(ctx context.Context, orderID string) error {
	return c.Post(ctx, "https://pay.example/refunds", `{"order":"`+orderID+`"}`)
}

// Status reads an order's status.
func Status(ctx context.Context, orderID string) error {
	return c.Get(ctx, "https://pay.example/orders/"+orderID)
}
