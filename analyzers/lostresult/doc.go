// Package lostresult defines an Analyzer that reports write tools that
// report a failure after their write succeeded, without the write's
// result.
//
// # Analyzer lostresult
//
// lostresult: report write tools that report a later failure without the result of a write that already happened
//
// A tool creates a pull request and then adds reviewers; sends a message
// and then marks the thread read; issues a refund and then reads it back.
// When the second step fails and the tool returns that failure, the agent
// sees an error and calls the whole tool again: the first write happens
// twice. Even when a retry cannot repeat the write (it is idempotent, or
// protected by a provider key or a ledger), the agent tells its user that
// something failed which in fact happened. The write succeeded; the tool
// must say so, with its result (the refund id, the pull request number),
// and report the later failure beside it. The message says which of the
// two follows: "the agent retries and refunds twice" for an unprotected
// write, "the agent believes Refund failed" for a protected one.
//
// When a retry gets the result back without acting twice (the write is
// idempotent and is simply made again, or a key the tool derives reaches
// a provider that deduplicates or a ledger claim, or a check of the
// current state answers the repeat: what timeouterr calls safe to call
// again), the finding is of low harm (category "hygiene") and is reported only with
// the configuration's hygiene option (-hygiene), as timeouterr does for
// the timeout of such a write. A create the provider refuses to repeat
// is not among them: the retry fails, and the result stays lost.
//
// The check follows the handler's control flow (SSA). For every write
// call of the tool (passes/effects) whose error is checked, it looks at
// the calls that run only after that check found no error and that are
// steps of their own: another write, an HTTP request, or any call that
// takes a context.Context (a read-back, a poll, a ledger record). It
// reports each return that reports such a call's failure. The error of
// a call whose result's method returns it (db.QueryRow(UPDATE ...
// RETURNING at).Scan(&at), coll.FindOneAndDelete(...).Decode(&v)) is that
// method's, for the write and for a later call alike, and what the
// method fills in is the write's result:
//
//   - on the branch where the later call's error is not nil, a return of
//     a non-nil Go error, of an error result (mcp.NewToolResultError*,
//     IsError: true, SetError, a server's own result with a non-nil
//     error in its error field, or a helper that builds one, such as
//     toolErr(...)), or of a result made from the error
//     ("error: " + err.Error(), the way openai-go and langchaingo tools
//     report failures);
//   - anywhere after the later call, a return of its error, or of a wrap
//     of it, in an error-typed result (return nil, out, err);
//
// unless the return hands back the write's result: a value computed from
// what the write returned (or filled in through a pointer argument). When
// the failure is a Go error, the result must be in the error itself
// (fmt.Errorf("refund %s made, but reading it back failed: %w", id, err)),
// since every framework drops the other results when the error is not
// nil; otherwise it may be anywhere in the result.
//
// Bad:
//
//	id, err := pay.Refund(ctx, orderID, cents, key)
//	if err != nil {
//		return nil, err
//	}
//	r, err := pay.GetRefund(ctx, id)
//	if err != nil {
//		return nil, err // lostresult
//	}
//
// Good:
//
//	r, err := pay.GetRefund(ctx, id)
//	if err != nil {
//		return mcp.NewToolResultText(fmt.Sprintf(
//			"refund %s issued; its status could not be read: %v", id, err)), nil
//	}
//
// A write made in a transaction that the handler commits before the
// later call is named with its Commit, where it became durable: "fails
// after ExecContext succeeded and Commit made it durable", with the
// Commit as a related position.
//
// Not reported: the write's own error (timeouterr judges how it is
// reported), including errors from decoding the write's response, inside
// a helper that writes and decodes or in the handler (io.ReadAll,
// json.Unmarshal and other calls that take no context, and a function of
// any package that takes no context and is given only constants and the
// text the write answered, its string, bytes, reader or response:
// UnmarshalJSONResponse(out)); a write undone
// before the failure returns (on every path from the later call to the
// return, the write's own transaction is rolled back, directly or by a
// deferred Rollback that no Commit precedes, or another write takes what
// the write returned: a compensating delete of what it created); a failure
// whose text tells the agent whether to call again ("incident %s was
// created, do not retry: %w"; "safe to retry"); a later failure
// that is logged and not returned, such as a ledger record that failed
// after the refund; a transaction's Commit or Rollback (when it fails,
// the write did not happen); building the next HTTP request
// (http.NewRequestWithContext); writes whose error is not checked with a
// nil comparison, or whose success branch is shared with another path
// (if err != nil && !retryable(err) { return ... } falls through on
// both; if err != nil || id == "" is understood). A failure reported as
// constant text that does not mention the error ("could not read the
// refund back") is not recognised as a failure. A helper of the handler's package that takes a
// context is a step only when an error it returns comes from one (a
// call that takes a context, an HTTP request, a call into the write's
// SDK package, or such a helper): render(ctx, ws) that fails only where
// it encodes what the write returned is not. A later call of another
// package that takes a context but only decodes the write's response
// would be taken for a step of its own; mark it with //idemlint:ignore. The error-result constructors of each framework come
// from its adapter, the only framework-specific part of the check.
//
// To silence the check on one return, put
//
//	//idemlint:ignore lostresult the read-back error means the refund was rolled back
//
// on the line before it, or on the tool's declaration for the whole tool.
package lostresult
