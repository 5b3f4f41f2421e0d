// Package broken is the refund incident as an openai-go function tool: the
// model supplies an idempotency key that is only logged, never sent to the
// provider, and a timeout goes back to the model as an error message.
package broken
