// Package keyttl defines an Analyzer that reports idempotency keys kept
// for a constant lifetime shorter than the minimum.
//
// # Analyzer keyttl
//
// keyttl: report idempotency keys recorded with a lifetime shorter than the minimum
//
// A ledger remembers that an action was done so that a retry can return
// the original result instead of acting again. It only helps while it
// remembers: an agent paused for human review, a workflow that resumes
// after a restart or a queue that redelivers the next morning retries
// hours or days later, finds no key, and the refund happens twice.
//
// The check reports the lifetime argument of a ledger record or claim
// (passes/keys: a method of a type named like Ledger, Idempotency, Dedup
// or Journal, a method marked //idemlint:ledger or a configured ledger
// operation, and go-redis's SetNX) when it is a time.Duration constant
// shorter than the minimum: 24h unless the configuration's min-key-ttl
// (or the -min-key-ttl flag, which goes over the file) says otherwise.
//
//	issue_refund records its idempotency key with (*RefundLedger).Record for 10m, less than 24h; a retry that comes later (an agent paused for human review) finds no key and refunds twice: keep the key for at least 24h
//
// A go-redis Set (or SetEx) is a cache write like any other, so it is
// checked only when its key is a value the same handler also hands to a
// key slot or a ledger operation (a SetNX claim, a lookup): then it is
// the record of that key.
//
// Bad:
//
//	ok, err := rdb.SetNX(ctx, key, "pending", 10*time.Minute).Result() // keyttl
//
// Good:
//
//	ok, err := rdb.SetNX(ctx, key, "pending", 72*time.Hour).Result()
//
// Not reported: a lifetime that is not a constant (read from
// configuration, computed), a lifetime of zero or less (no expiry, or
// go-redis's KeepTTL), lifetimes that are not a time.Duration argument
// (seconds as an int, a TTL field of an options struct, an expiry time),
// a redis Set of a value that is not a key of the handler, and records
// made in a helper function rather than in the handler or a function
// literal it creates. Only write tools are checked. There is no
// suggested fix: how long to keep keys is a decision about storage and
// about how late a retry can come.
//
// To silence the check for one record, put
//
//	//idemlint:ignore keyttl the workflow engine gives up on a tool after five minutes
//
// on the line before it, or before the tool's declaration for the whole
// tool.
package keyttl
