// Package broken is the refund incident as a go-sdk tool: the model supplies
// the idempotency key (a clock-based one when it sends none), a timeout is
// returned as an error, which the model reads as "nothing happened", and a
// naive duplicate check answers a repeat with an error and forgets keys
// after ten minutes.
package broken
