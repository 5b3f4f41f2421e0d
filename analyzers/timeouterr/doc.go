// Package timeouterr defines an Analyzer that reports write tools that
// hand a timeout to the model as a failure.
//
// # Analyzer timeouterr
//
// timeouterr: report write tools that return a timeout as a failure
//
// A timeout is not a failure: the request may have reached the provider
// and the refund may have happened. A tool that answers a timeout with an
// error tells the agent "it failed", and the agent retries: the write
// happens twice. The honest answer is "unknown", with one sentence on
// whether calling again is safe.
//
// The check follows the error of each write call in a tool's handler
// (see passes/effects and passes/keys) on the handler's control flow
// graph. A write whose one result is a value without an error reports
// its error through a method of that value, and that error is the
// write's: db.QueryRow(INSERT ... RETURNING id).Scan(&id),
// coll.FindOneAndUpdate(...).Decode(&v), go-redis's
// rdb.LPush(...).Err(), a method promoted from the *Cmd's embedded
// baseCmd (the first such call of the value; every check reads a
// write's error this way). It reports a
// return statement, reached from the write, that hands that error to
// the model as a failure:
//
//   - a non-nil Go error (most frameworks turn it into a protocol error
//     or an aborted run; the go-sdk's typed handlers, the Anthropic tool
//     runner, ADK and mcp-golang into an error result);
//   - an error result: mcp.NewToolResultError, NewToolResultErrorf,
//     NewToolResultErrorFromErr, a CallToolResult with IsError set to
//     true (foxy-contexts' *bool IsError pointing to true: ptr(true),
//     &isErr), or (*CallToolResult).SetError; go-mcp's
//     protocol.NewCallToolResult(content, true); for a tool of the server's own
//     neutral type, its result with a non-nil error in its error field
//     (&ToolCallResult{Error: err}); or a call of an error helper,
//     of the package or of another one, that builds one on every return
//     (toolErr(format, args...), ToolError(log, msg, err) returning
//     (errResult, nil), NewToolCallResult("", err) given a non-nil
//     error; see passes/timeouts). A helper that recognises the timeout
//     itself is a recognising test, below;
//   - an error text: a string built from the error (err.Error(),
//     fmt.Sprintf("error: %v", err), "error: "+err.Error()), whatever it
//     is wrapped in; for dispatch-style frameworks (openai-go, go-openai)
//     the tool message that carries it.
//
// A Go error or an error result counts when it carries the write's error
// or when it is returned on the branch where that error is not nil; an
// error text counts when it is built from the error (per item, in a
// batch's answer, too). The error of a call that took only such text,
// json.Marshal(results) beside its data, is the call's own failure, not
// the write's.
//
// The return is not reported when every path from the write to it passes
// a test that recognises an unknown outcome, on the write's error or on
// something derived from it:
//
//	errors.Is(err, context.DeadlineExceeded)
//	errors.Is(err, os.ErrDeadlineExceeded)
//	err == context.DeadlineExceeded
//	os.IsTimeout(err)
//	errors.As(err, &netErr) // a target with a Timeout() bool method
//	err.(net.Error)         // likewise, and netErr.Timeout()
//	errors.Is(ctx.Err(), context.DeadlineExceeded)
//
// or a call of a helper that applies one of these tests to its argument.
// Helpers are summarised as facts (RecognisesTimeout, exported by the
// timeouts pass whatever the configuration enables), so a helper in
// another package counts, under go vet too. Any one test counts, with
// one exception: down the branch where such a test says "timeout", a
// return statement that hands the error back as a Go error or an error
// result is reported, since it reports a known timeout as a failure
// (text that only flows there from elsewhere is not).
//
// Recognising a timeout counts only where it changes the outcome. A
// helper that recognises one only to word the failure it returns anyway
// (a classifier returning errors.New("request timed out"), or the text
// "request timed out" for the caller to fail with) does not handle it:
// its call is no test, unless the caller branches on what it returns
// (if classify(err) == errUnknown). A helper whose timeout branch
// returns something other than a failure (an unknown outcome) does, and
// so does a predicate such as isTimeout(err) bool.
//
// Only a return whose error depends on the write's error is judged: a
// write error that is logged and swallowed is not returned, even when a
// later error goes back through the same variable (a named result kept
// for a defer). A result whose text says the outcome is unknown or
// unconfirmed ("refund unconfirmed: check the order before calling
// again", or a structured error's code "outcome_unknown") is an honest
// answer and is not reported, as is a failure
// whose text tells the agent whether calling again is safe ("was
// created, do not retry: %w", "safe to retry"); "unknown error" is not
// such a text.
//
// A write whose failure reaches no caller (passes/effects' Detached: a
// relay made in a goroutine, a notification that a helper returning
// nothing only logs) is never judged: the error the tool returns is some
// other step's (a check of the arguments, another write), never that
// write's timeout. Beside a write whose error the tool does get, it is a
// side write (passes/keys), and the report names the other write.
//
// A write made through a helper that keeps its writes' errors (the
// effects pass's KeepsErrors fact: it turns a failed write into an error
// result and returns a nil error, or logs it and returns only decoding
// errors) gives the handler an error that is never the write's timeout:
// guarding it would hide the finding and fix nothing. The check follows
// the timeout into the helper instead, when the helper is of the same
// package and the tool returns what it answers, and reports the return
// there that hands the timeout back as a failure; its fix goes there too
// when the helper's results are the handler's. A helper of another
// package that keeps its errors is not reported: its syntax is not at
// hand (go vet shows a package only its imports' facts). A helper that
// replaces the write's error with a new one (ReplacesErrors) still hands
// the tool a failure, which is reported, but without a fix: a timeout
// test on that error would never fire. Recognise the timeout in the
// helper.
//
// A statement of a transaction the handler commits (tx.Exec, tx.QueryRow,
// a pgx or sqlx Tx's: a named type whose name contains Tx, with Commit
// and Rollback) is durable only when the Commit succeeds: its own error,
// returned before the Commit, is a known failure (the transaction is
// rolled back, by a deferred Rollback, an explicit one, or when the
// handler leaves it uncommitted), and is not reported. The Commit's
// error is judged in its place: "a timeout from Commit is returned as a
// failure", with the statement as the write. Where the function commits
// the transaction nowhere after the statement (a transaction a caller or
// a middleware commits), the statement's error is judged, as before.
//
// A write inside a function literal is the tool's when a helper of the
// package returns what the literal returns and the handler returns what
// the helper does (return withSession(ctx, func(s *Session) (*Result,
// error) { ... })): the literal's returns are then checked as the
// handler's. A literal run elsewhere (in a goroutine) is not.
//
// Errors returned before the write (argument validation, a failed ledger
// lookup) are not reported: they cannot come from the write. Nor is a
// write whose callee handles its own timeout, that is, a function of
// the module that recognises a timeout of a call it makes and returns a
// nil error on that branch (a HandlesTimeout fact): its errors are not
// timeouts.
//
// A write whose timeout is returned as a failure from several places
// (with the response when there is one, without it otherwise) is
// reported once, at the first; the others are related positions, and
// the fix gives each its "unknown" branch. So is the same write made by
// several calls whose reports would read alike (one call in each branch
// of an if, the same statement with an option or without).
//
// A tool that is safe to call again (its writes are idempotent, or a key
// the tool derives reaches a provider that deduplicates or a ledger
// claim) loses nothing when the agent retries after such a failure: the
// finding is of low harm (category "hygiene") and is reported only with
// the configuration's hygiene option (-hygiene). So is the timeout of an
// idempotent write that no write acting again can precede in the same
// call: a tool whose operation argument chooses a create or an update
// repeats, after the update's timeout, only the update. So is the
// timeout of a write the provider refuses to repeat (a create by a
// unique name, an INSERT a unique constraint turns away), or may (a
// create by a name the caller gives, as nolookup decides it), with no
// write acting again before it: the retry fails with a conflict, or
// where the provider takes a second object of that name, makes one the
// caller can tell apart by name; its sentence still says to check. So,
// with its
// own message and no fix, is the timeout of a write to a database that
// runs inside the program (a package importing an embedded SQLite
// driver, and no networked one): a statement that fails did not
// commit, so the failure is true and "unknown" would not be; the
// finding only says that the failure does not tell the agent a retry
// is safe. So, with its own message and no fix, is the failure of a
// database write that no context reaches (the handler hands its store
// none, and the ORM or driver call takes none: gorm's Create, not
// ExecContext): the tool's deadline cannot cut it short, so its failure
// is the database's answer, unknown only after the driver's own
// timeout. A write preceded by one that may have happened elsewhere is
// reported as any other. Any other
// write tool's is reported by default, and the fix's sentence says
// calling again is safe only where the finding is of low harm.
//
// Bad:
//
//	id, err := pay.Refund(ctx, orderID, cents)
//	if err != nil {
//		return nil, err // timeouterr
//	}
//
// Good:
//
//	id, err := pay.Refund(ctx, orderID, cents)
//	if errors.Is(err, context.DeadlineExceeded) || os.IsTimeout(err) {
//		return mcp.NewToolResultText("status: unknown. Outcome unknown. " +
//			"Check whether it took effect before calling again."), nil
//	}
//	if err != nil {
//		return nil, err
//	}
//
// The message names the call and what may have happened:
//
//	a timeout from Refund is returned as a failure, but the refund may have happened; return an "unknown" outcome that says whether calling again is safe
//
// What may have happened comes from the tool's name, else the call's: its
// verb and object ("the ticket may have been created"). A name that ends
// with how many it acts on rather than what (InsertMany, DeleteOne) says
// "the items" or "the item"; a call's name whose object says how it sends
// (PostJSON, putRequest) names nothing, and says "the write".
//
// The suggested fix inserts, before the reported return, the branch
// above. Its sentence is "Outcome unknown. Calling again with the same arguments is
// safe." when every write of the tool is idempotent (PUT, DELETE, an
// upsert), or when the tool's key is its own and stable and every other
// write hands it to the provider (a key slot) or claims it in a ledger
// before writing; and "Outcome unknown. Check whether it took effect
// before calling again." otherwise. A ledger lookup alone does not make
// a retry after a timeout safe: the result is recorded only after the
// write succeeds, so the retry finds nothing and writes again. A safe
// tool that removes something, and whose handler never looks at a "not
// found" answer, adds ", though it may then report that the item no
// longer exists" (as retrydoc's sentence does). The branch returns the framework's ordinary result, with
// the text "status: unknown. " and the sentence, as each framework's
// adapter in passes/tools writes it:
//
//   - mcp-go: return mcp.NewToolResultText("..."), nil
//   - go-sdk: return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "..."}}}, Out{}, nil
//     (without the Out for a raw handler)
//   - openai-go and go-openai dispatch: the same tool message with the
//     text in place of the error text; when the case stores the text in
//     a variable that is returned after the switch, the assignment moves
//     into the else of the branch
//   - langchaingo: return "...", nil
//   - mcp-golang: return mcp_golang.NewToolResponse(mcp_golang.NewTextContent("...")), nil
//   - go-mcp: return &protocol.CallToolResult{Content: []protocol.Content{&protocol.TextContent{Type: "text", Text: "..."}}}, nil
//   - foxy-contexts: return &mcp.CallToolResult{Content: []interface{}{mcp.TextContent{Type: "text", Text: "..."}}}
//   - Anthropic tool runner: a text content union (a one-element slice of
//     it for BetaTool.Execute)
//   - eino, genkit and ADK: return "...", nil when the tool's output type
//     is a string (or any). A zero output value with a nil error would
//     tell the model nothing, so there is no fix for other output types;
//     give the output a status field and set it to "unknown" by hand.
//
// Missing imports of errors, context and os are added. There is no fix
// when the error is not held in a variable at the return (a returned
// call, a variable assigned again in between or shadowed), or when a
// package name the fix needs means something else there.
//
// Where the check is unsure, it stays silent. Only writes made in the
// handler itself are followed; a write inside a function literal (a retry
// helper's callback) is not. A wrapper that handles timeouts is
// recognised one level down, not through a chain of wrappers. An error
// text counts only when it is built in the handler (a helper that turns
// the error into a tool message is not followed), and a statement whose
// string literals already speak of an unknown outcome ("status: unknown",
// "outcome unknown", "may have") is not reported. The search for a
// recognising test is path-sensitive only for `err != nil` tests on the
// write's error itself.
//
// To silence the check for one return, put
//
//	//idemlint:ignore timeouterr the provider deduplicates by order id
//
// on the line before it, or before the tool's declaration for the whole
// tool.
package timeouterr
