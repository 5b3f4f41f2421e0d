// Package directives defines an Analyzer that reports malformed
// //idemlint: directives.
//
// # Analyzer directives
//
// directives: report malformed //idemlint: directives
//
// idemlint reads directives from comments: //idemlint:tool NAME on a
// function, or above a statement that passes one function literal (a
// handler given inline to a framework idemlint does not know),
// //idemlint:effect [idempotent] and //idemlint:ledger on
// declarations, and //idemlint:ignore CHECK reason. A directive that is
// misspelled, misplaced or missing its argument is silently ignored by
// the checks, which then report what the directive was meant to explain
// or miss a tool altogether. This analyzer makes such mistakes visible.
//
// Bad:
//
//	//idemlint:tool
//	func handleRefund(ctx context.Context, in RefundIn) (string, error)
//
// reports "//idemlint:tool needs a tool name".
//
// Good:
//
//	//idemlint:tool issue_refund
//	func handleRefund(ctx context.Context, in RefundIn) (string, error)
//
// An //idemlint:ignore that names an unknown check is reported with the
// closest check's name ("keytll" (did you mean "keyttl"?)), and one
// without a reason is reported here, at the directive, once: it still
// silences its checks, which report only an ignore that silences nothing.
//
// A directive must start a line comment with no space after the slashes,
// like //go: directives; "// idemlint:tool" is an ordinary comment.
package directives
