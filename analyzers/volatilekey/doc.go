// Package volatilekey defines an Analyzer that reports idempotency keys
// that change between retries.
//
// # Analyzer volatilekey
//
// volatilekey: report idempotency keys that differ on every call
//
// An idempotency key works only if a retry of the same action sends the
// same key. A key made from the clock, a random source, an id generator
// or a counter is new on every call: the provider or the ledger sees a
// retry as a new action, and the write happens twice.
//
// The check looks at write tools (see passes/effects). It follows every
// value that reaches a key slot (Stripe's IdempotencyKey, an
// Idempotency-Key header, AWS's ClientToken, an exchange's ClientOrderId,
// wherever it sits in the request, a parameter named idempotencyKey) or the key argument of a ledger operation back to its
// sources (passes/keys), in the handler and in the functions of the
// package it calls, and reports each source that differs on every call:
// time.Now, math/rand, crypto/rand, uuid.New* and other id generators
// (ksuid, xid, ulid, nanoid, ...), a buffer crypto/rand.Read fills
// (whatever its size), os.Getpid, atomic counters and package-level
// integer counters. A helper of another package whose result derives from
// such a source is one too, at any depth (passes/volatile's facts):
// ids.NewString(), which returns uuid.New().String(), is reported as
// "ids.NewString (uuid.New underneath)". In a versioned dependency (a
// module taken from the module cache, not the code being built) only
// random sources and id generators count: a library's clock reads and
// counters are its own bookkeeping, so a key made by a third-party helper
// over time.Now alone is not reported. The report sits on the call that
// produces the value; the key slot it reaches is named in the message and
// shown as related information.
//
// A value from such a source that never reaches a key is not reported: a
// poll window (time.Now().Add(-time.Hour)), a log field, a trace id, a
// created_at timestamp sent in the request body. A tool parameter is
// never volatile: a key the model supplies is modelkey's finding. An
// optional model key with a random fallback is reported by both checks,
// each at its own place: modelkey at the parameter, volatilekey at the
// fallback.
//
// Bad:
//
//	key := uuid.NewString() // volatilekey
//	r, err := pay.Refund(ctx, orderID, amount, key)
//
// Good:
//
//	sum := sha256.Sum256(fmt.Appendf(nil, "issue_refund|%q|%d", orderID, amount))
//	r, err := pay.Refund(ctx, orderID, amount, hex.EncodeToString(sum[:]))
//
// Derive the key inside the tool from the arguments that identify the
// action; the message lists them: every parameter, or when some fields
// are tagged idem:"key" exactly those, never a field tagged idem:"-" nor
// a parameter named like a key (idempotency_key, request_id).
// There is no suggested fix: which encoding and which arguments make the
// key is the tool owner's decision, and a changed key must match the
// keys already recorded.
//
// Limitations: a time stamp truncated to a day or an hour is still
// reported (a retry across the boundary acts twice). A key computed in
// another package from a volatile source is not seen unless that function
// is itself known as an id generator. A key made in the handler and
// handed to a helper of the package through a parameter whose name does
// not say key (idempotencyKey, dedupKey) is not followed into the helper.
// uuid.Must (and the Must of other id packages) counts only around a
// New*, Make* or Gen* call of an id package: uuid.Must(uuid.Parse(s)) is
// stable.
//
// To silence the check, put
//
//	//idemlint:ignore volatilekey the provider deduplicates on order_id, not on this key
//
// on the line before the report or before the tool's declaration.
package volatilekey
