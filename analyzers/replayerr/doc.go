// Package replayerr defines an Analyzer that reports write tools that
// answer a replay with an error, or without the original result.
//
// # Analyzer replayerr
//
// replayerr: report write tools that answer a replay with an error or without the recorded result
//
// A tool that keeps an idempotency ledger looks its key up before it
// writes. When the lookup finds the key, the call is a replay: an earlier
// identical call already did the work, and its result is in the ledger.
// The replay should return that result (the refund id), marked as a
// replay. A tool that returns an error instead ("duplicate request")
// makes a replay look like a failure: the agent apologises for a refund
// that went through, or tries another way and refunds twice. A tool that
// returns a bare "already done" leaves the agent without the id it has
// to report.
//
// The check follows the handler's control flow (SSA) from each ledger
// lookup (passes/keys: a method of a type named like Ledger, Idempotency,
// Dedup or Journal, or marked //idemlint:ledger, named Lookup, Get, Find,
// Seen, Exists, Has, Claim, Reserve, ...) to the branch entered when the
// key is found: `if found`, `if !acquired` for a claim, `if entry != nil`.
// It reports every return on that branch that
//
//   - returns a non-nil Go error (errors.New, fmt.Errorf, a sentinel such
//     as ErrDuplicate), which every framework turns into a failure: a
//     protocol error, an error result or an aborted run;
//   - returns an error result: mcp.NewToolResultError* or IsError: true
//     (mcp-go), IsError: true or SetError (go-sdk), a tool result block
//     built with isError true (anthropic), a server's own result with a
//     non-nil error in its error field, or a call of a helper that
//     builds one (toolErr(...), ToolError(log, msg, err); see
//     passes/timeouts);
//   - returns a result into which nothing the lookup returned flows: no
//     field of the recorded entry, no value computed from it.
//
// Bad:
//
//	e, found, err := ledger.Lookup(ctx, key)
//	if err != nil {
//		return nil, err
//	}
//	if found {
//		return mcp.NewToolResultError("refund already issued"), nil // replayerr
//	}
//
// Good:
//
//	if found {
//		return mcp.NewToolResultStructuredOnly(refundResult{
//			Status: "refunded", RefundID: e.Result, Replay: true,
//		}), nil
//	}
//
// A lookup that returns only "found" (Seen, Exists, a claim) keeps no
// result to return; the check then reports only errors and error results
// on its found branch, not a plain "already done" text. A result that
// carries the recorded entry is not reported even when it does not say it
// is a replay. A found branch that writes again is not treated as a
// replay. Returns reached from the found branch only after it joins
// another path (a result variable assigned on both branches and returned
// once) are not followed. The error-result constructors of each framework
// come from its adapter, the only framework-specific part of the check.
//
// To silence the check on one return, put
//
//	//idemlint:ignore replayerr the caller maps ErrDuplicate to the stored receipt
//
// on the line before it, or on the tool's declaration for the whole tool.
package replayerr
