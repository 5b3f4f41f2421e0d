// Package broken is the refund incident as an mcp-go tool: the model supplies
// the idempotency key (a random one when it sends none), a timeout is returned
// as an error, and the tool claims to be idempotent although it is not.
package broken
