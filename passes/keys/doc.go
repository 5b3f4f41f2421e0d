// Package keys defines an Analyzer that finds, in each tool handler, where
// idempotency keys go and where their values come from.
//
// # Analyzer keys
//
// keys: find where each tool's idempotency keys go and come from
//
// The analyzer reports nothing. For every tool whose handler is in the
// package it records, for the handler and for the functions of the
// package it calls (up to three calls deep, their parameters bound to
// the caller's arguments, so a key handed to a helper is traced back
// into the handler):
//
//   - each use of a key: a provider key slot (a field such as Stripe's
//     IdempotencyKey, AWS's ClientToken or an exchange's ClientOrderId, a
//     setter such as SetIdempotencyKey, an Idempotency-Key HTTP header, or
//     an argument of a parameter whose name says key, such as
//     idempotencyKey, or a call the SDK catalogue lists as handing a
//     deduplication key to a message: an option such as
//     jetstream.WithMsgID(key), held by the publish it is passed to, or a
//     Nats-Msg-Id header set on the message), and each ledger operation (a lookup or a record of
//     the key; a call of a guarded runner, passes/effects' GuardedRun, is
//     a lookup of its key argument that protects the literal it is
//     handed). One table (names.go) holds the names of slots and of
//     model keys for every check; the configuration's key-slots and
//     key-params extend it. A slot counts wherever it sits in the value
//     handed to the provider: a field of a struct nested in the request,
//     behind a pointer, in a slice or map element, built earlier and
//     stored later. A slot on a struct that reaches no write, no result of
//     a helper and no function literal (a record the tool only logs) is
//     none;
//   - where each key value comes from, followed back through SSA: tool
//     parameters, constants, volatile sources (time.Now, math/rand,
//     crypto/rand, uuid.New*, os.Getpid, atomic counters, a function of
//     another package with passes/volatile's Volatile fact) or something
//     opaque, and whether it is derived (hashed, formatted, concatenated)
//     or a parameter passed through unchanged; a struct value holds every
//     parameter its fields (nested too) hold, by their JSON names, and a
//     map literal what it holds;
//   - for every write call in the handler (passes/effects): the key slots
//     it receives, the ledger lookup that dominates it, if any, and that
//     lookup's "found" branch;
//   - what the checks ask of all this, so that they agree: the writes a
//     retry repeats (Exposed, which looks into function literals and
//     helpers), the parameters that identify the action
//     (IdentifyingParams, one definition for every check and fix), and
//     where a key is kept for a stated lifetime (Lifetimes).
//
// When a value cannot be followed, its source is opaque and the checks
// stay silent about it.
//
// A tool's side writes are set aside: writes whose failure cannot reach
// the handler (passes/effects marks them Detached: made in a goroutine,
// or below a function that returns nothing and lets no error out, such as
// a relay of an event to peer nodes, a notification or a telemetry row
// whose error is only logged), when the tool makes another write whose
// failure can. What the tool exists for is the write whose outcome its
// result reports; a side write decides neither what a repeat does nor
// any check (nolookup, retrydoc, timeouterr, lostresult, hintmismatch),
// and idemlint inventory -json lists it under side_writes. A tool whose
// only writes are such writes keeps them: a send_notification tool that
// ignores the send's error still sends, and a repeat sends again. The
// exception is bookkeeping: a side write that every tool of the package
// (three at least) makes at the same place, reads included (an activity
// log each handler feeds, flushed by a helper that only logs a failure),
// is set aside in every one of them, even where it is the only write.
//
// What a tool makes for the length of the call alone is set aside too: a
// deferred call whose writes only remove what another call of the
// handler returned (conn := connect(ctx, db), making a temporary
// credential; defer conn.close(), deleting it), with that call's writes.
// Nothing of them outlasts the call, so a retry acts on nothing twice: a
// query that needs a credential is still a read. A deferred removal of
// something the tool did not make there (defer store.Delete(old)) is a
// write like any other.
//
// A handler in another package (a method of a handlers package that the
// server package binds) is analysed where its body is, as a BodyOnly
// tool: the checks of a body run there. For the checks of a declaration
// (retrydoc, hintmismatch, modelkey) the analyzer exports a HandlerKeys
// fact on the handler's function (and on the factories of its package
// that return it, or the closure), with its writes, where its keys go and
// come from, and the writes a retry repeats; the package that declares
// the tool rebuilds from it a Tool marked Foreign (Result.Declared), in
// which a key read from a name the tool does not declare is opaque. A
// handler with no such fact (its body does not write, or its shape is not
// one recognised as a handler body) leaves those checks silent.
package keys
