// Package broken is the refund incident as an openai-go function tool: the
// model supplies the idempotency key (a random one when it sends none) and a
// timeout goes back to the model as an error message.
package broken
