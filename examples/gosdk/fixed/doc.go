// Package fixed is the refund tool of package broken with the contract kept:
// the key is derived from the input fields that identify the refund (the free
// text note is tagged idem:"-"), a ledger replays earlier results, and a
// timeout is an "unknown" outcome that says retrying is safe.
package fixed
