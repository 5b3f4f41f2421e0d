// Package fixed is the refund tool of package broken with the contract kept:
// the key is derived from the arguments, a ledger replays earlier results, a
// timeout is an "unknown" outcome, and the description says retrying is safe.
package fixed
