// Package payments is the payment provider the refund examples call: a small
// HTTP client whose Refund takes an Idempotency-Key, and an in-memory Ledger
// that records the result of each idempotent action by key.
package payments
