// Package broken is the refund incident as an mcp-go tool: the model supplies
// the idempotency key (a random one when it sends none), a timeout is returned
// as an error, the tool claims to be idempotent although it is not, and a
// failed read-back after a successful refund is reported as a failure.
package broken
