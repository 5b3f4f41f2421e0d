// Package a is clean and imports b.
package a

import "example.com/vetmod/b"

// Key returns the idempotency key of an order.
func Key(orderID string) string {
	return "order:" + b.Normalize(orderID)
}
