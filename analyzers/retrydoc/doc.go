// Package retrydoc defines an Analyzer that reports write tools whose
// description does not say whether retrying is safe.
//
// # Analyzer retrydoc
//
// retrydoc: report write tools whose description does not say whether retrying is safe
//
// A model decides whether to call a tool again from what the tool's
// description tells it. When a write tool times out and its description
// is silent on retries, the agent guesses; the guess that looks helpful
// is to try again, and the write happens twice.
//
// The check looks at tools whose handler performs an external write
// (see passes/effects) and whose description is a constant string: a
// literal, a concatenation or a named constant. It reports the
// description when no sentence in it says whether a retry is safe. These
// phrases count, in any case: "safe to retry", "safe to call again",
// "retrying is safe", "retries are safe", "idempotent", "not safe to
// retry", "do not retry", "calling again with the same arguments", the
// phrases that say what a repeat of the tool does ("re-running",
// "calling it again": "Upsert: re-running replaces your previous
// answer"), or how to retry it ("safely retries", "never retried",
// "outcome_unknown"), plus the retry-phrases of the configuration; and a sentence
// that says a
// repeat changes nothing: "no-op" or "has no effect" with a word of
// repeating ("again", "already", "repeat", "twice", "retry", ...), as in
// "Closing an already closed issue is a no-op." ("With dry_run set, this
// is a no-op." says nothing on retries.)
//
// Bad:
//
//	mcp.NewTool("issue_refund",
//		mcp.WithDescription("Issue a refund for an order."), // retrydoc
//		...)
//
// Good:
//
//	mcp.NewTool("issue_refund",
//		mcp.WithDescription("Issue a refund for an order. "+
//			"Safe to retry: calling again with the same arguments returns the original result."),
//		...)
//
// The suggested fix appends one sentence that is true for the tool.
// When calling again is safe even after a timeout (every write is
// idempotent, or the key is the tool's own and stable and every other
// write is protected by a provider key, a ledger claim made before it or
// a check of the current state; a ledger lookup alone does not survive a
// timeout: the fact that also decides timeouterr's "unknown" result, so
// that the two agree), it is "Safe to retry: calling again with the same
// arguments returns the original result." where a key or a claim makes
// a repeat return the first result, and "Safe to retry: calling again
// with the same arguments has no further effect." where the writes are
// idempotent or a state check stops the repeat. Where a write removes
// something (an HTTP DELETE, an operation named Delete or Remove) and
// neither the handler nor its package's helpers look at a "not found"
// answer (404, codes.NotFound, IsNotFound, ErrNotFound), that sentence
// goes on ", though it may then report that the item no longer exists.",
// so that the agent does not take its retry's 404 for a failure of the
// first call. Otherwise it is "Not
// safe to retry blindly: check whether it took effect before calling
// again.", never for a tool whose writes are all idempotent, unless its
// author annotated it idempotentHint: false (a PATCH whose operation the
// model chooses may append): the sentence does not contradict the
// author, and the finding stays of low harm. The fix
// edits the literal, the last literal of a concatenation, or the named
// constant's literal when it is declared in the same package; a
// description assembled at run time is not reported, and a tool without
// any description is left to review (there is no sentence to extend).
//
// When calling again is safe, the agent's guess does no harm: the
// finding is of low harm (category "hygiene") and is reported only with
// the configuration's hygiene option (-hygiene). So is a tool whose
// every write that is not idempotent is one the provider refuses to
// repeat (a branch or a repository by name), or may (a create by a name
// the caller gives, as nolookup decides it): a retry of a call that took
// effect fails with a conflict, and the message says so; its sentence
// still says to check first. So is a tool whose every write that is not
// idempotent goes to a database inside the program (an embedded SQLite):
// its failure is definite, so the agent retries only what did not
// happen. A tool that a retry repeats is reported by default.
//
// A side write (a relay, a notification or a telemetry row whose failure
// reaches no caller, beside a write whose outcome the tool reports; see
// passes/keys) does not decide the harm: a tool that sets a role with a
// PUT and relays the change is of low harm. It decides the sentence when
// it acts again (a next occurrence created after a task is completed):
// "no further effect" would not be true, so the sentence says to check.
//
// Read-only tools are never reported: retrying a read is always safe.
//
// To silence the check for one tool, put
//
//	//idemlint:ignore retrydoc the agent framework never retries this tool
//
// on the line before the tool's declaration.
package retrydoc
