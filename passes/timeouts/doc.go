// Package timeouts defines an Analyzer that finds the functions of a
// package that recognise a timeout or build error results, and records
// them in facts.
//
// # Analyzer timeouts
//
// timeouts: find the functions that recognise or handle a timeout, and the error helpers
//
// The analyzer reports nothing. It exports a RecognisesTimeout fact on
// every function that tests one of its parameters for a timeout
// (errors.Is with context.DeadlineExceeded or os.ErrDeadlineExceeded,
// os.IsTimeout, a net.Error's Timeout, or a call of another function
// with the fact), marked Rewords when it recognises the timeout only to
// word the failure it returns anyway (no bool result, and every return
// down its timeout branch a failure, or no error result at all): a call
// of such a helper recognises a timeout only where the caller branches
// on its result. It exports a HandlesTimeout fact on every function that
// recognises a timeout of a call it makes and returns a nil error on
// that branch. It exports a ReturnsErrorResult fact on every error
// helper: a function whose result is a framework error result on every
// return, such as `toolErr(format, args...)` or `ToolError(log, msg, err)`
// returning `(errResult, nil)`, or, for a constructor like
// `NewToolCallResult(text, err)`, on every return where its error
// parameter is not nil: because it branches on it, or because it stores
// it in the error field of the server's own result type (see the
// neutral tools of passes/tools, and tools.OwnErrorResults for the
// result types a package's helpers may build). Its result, a *Result, answers for the package
// analysed (function literals included) and, through the facts, for its
// imports; it is the flow.Helpers that timeouterr, lostresult and
// replayerr classify returns with.
//
// The facts are a pass of their own, not part of a check, so that they
// are exported whatever the configuration enables: a package whose
// checks are all disabled still tells the packages that import it which
// of its helpers recognise a timeout.
package timeouts
