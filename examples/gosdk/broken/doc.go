// Package broken is the refund incident as a go-sdk tool: the model supplies
// the idempotency key (a clock-based one when it sends none) and a timeout is
// returned as an error, which the model reads as "nothing happened".
package broken
