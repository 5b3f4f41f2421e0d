// Package hintmismatch defines an Analyzer that reports MCP tool
// annotations that contradict what the tool's code does.
//
// # Analyzer hintmismatch
//
// hintmismatch: report MCP tool annotations that contradict the code
//
// The Model Context Protocol lets a tool describe itself with hints, and
// clients act on them: a tool marked readOnlyHint may run without asking
// the user and be retried freely, and a tool marked idempotentHint may be
// called again after a timeout or a dropped connection. A hint that
// promises more than the code keeps turns the client's automatic retry
// into a second refund.
//
// The check applies to MCP tools, the only ones with annotations: those
// of github.com/mark3labs/mcp-go (mcp.WithReadOnlyHintAnnotation,
// mcp.WithIdempotentHintAnnotation, mcp.WithToolAnnotation and the
// Annotations field of an mcp.Tool literal) and of
// github.com/modelcontextprotocol/go-sdk (the Annotations field of
// mcp.Tool, an *mcp.ToolAnnotations) and of github.com/ThinkInAIXYZ/go-mcp
// (a *protocol.ToolAnnotations in the Annotations field of a protocol.Tool
// literal, or assigned to it after protocol.NewTool:
// tool.Annotations = &protocol.ToolAnnotations{...}).
// github.com/metoro-io/mcp-golang has no annotations. It reports the
// annotation when
//
//   - readOnlyHint is true and the handler performs an external write
//     (see passes/effects). RPC-style reads are not writes: a POST to a
//     query endpoint (/api/ds/query, _search), a credential exchange
//     (/oauth/token, /login) or through a read-named client method (GetIncident over JSON-RPC), a POST whose call
//     names a read (a GraphQL query, the RPC method "host.get"), and
//     telemetry (an OpenTelemetry counter's Add), so a query tool marked
//     read-only is not reported. Weak evidence yields to the author: when
//     the only sign of a write is a POST that names no operation (a
//     transport that posts to whatever endpoint it is given, the way RPC
//     APIs send reads) or the name of an interface method whose
//     implementation is not known (the verb rule's UpdateStatus(ctx, ...)),
//     the readOnlyHint stands, the tool is not a write
//     tool for any check, and idemlint inventory -json says why in
//     write_unconfirmed. A tool with no readOnlyHint whose name names a
//     read and nothing else (web_search posting a search form) is taken
//     at its name the same way. So does a write that two or more tools of the
//     package annotated read-only all make through the same chain:
//     set-up they share (the login of a session each handler ensures
//     first), not what any of them does; it is set aside in every tool
//     of the package. A POST whose operation is named (a mutation, an
//     RPC method or endpoint with a writing verb) and any other write
//     (PUT, DELETE, SQL, a catalogued SDK call) are reported;
//   - idempotentHint is true and a retry of the tool can act twice: its
//     idempotency key comes from the model (what modelkey reports), or
//     from a clock or a random source (volatilekey), or a non-idempotent
//     write has neither a provider key nor a ledger lookup before it
//     (nolookup). Here too weak evidence yields to the author: a write
//     whose only sign that a repeat acts again is a POST that names no
//     operation (upserts are sent that way) is taken to change nothing
//     more, for every check, and idemlint inventory -json says why in
//     repeat_unconfirmed.
//
// So a hint is changed only on evidence beyond the HTTP method's
// default: what the code names, sends or keys.
//
// The message gives the first of these reasons:
//
//	issue_refund is annotated idempotentHint: true, but a retry refunds twice: it takes its idempotency key "idempotency_key" from the model; clients retry tools marked idempotent on their own: set idempotentHint to false
//
// Only hints that the code sets count. mcp-go's NewTool fills in
// defaults (readOnlyHint false, destructiveHint true, idempotentHint
// false, openWorldHint true); those are not claims and are never reported, nor are hints set
// to false, nor are destructiveHint and openWorldHint, which promise
// nothing about retries.
//
// Bad:
//
//	mcp.NewTool("issue_refund",
//		mcp.WithString("idempotency_key"),
//		mcp.WithIdempotentHintAnnotation(true), // hintmismatch
//		...)
//
// Good: derive the key inside the tool and keep the hint, or say what
// the code does:
//
//	mcp.WithIdempotentHintAnnotation(false)
//
// The suggested fix sets the hint to what the code does: it rewrites the
// literal true to false in mcp.WithReadOnlyHintAnnotation(true),
// mcp.WithIdempotentHintAnnotation(true), ReadOnlyHint: mcp.ToBoolPtr(true)
// (and any one-argument helper around the literal, as go-mcp's servers
// write boolPtr(true)) and go-sdk's ReadOnlyHint: true / IdempotentHint: true. A hint whose
// value is not a literal true in the annotation (a variable, a named
// constant) is reported without a fix. Fixing the code instead (a key derived from the
// arguments, a ledger lookup) keeps the hint honest and is usually the
// better way; see modelkey, volatilekey and nolookup.
//
// Limitations: the key sources and the writes are those passes/keys finds
// in the handler; a write inside a helper of the same package is judged
// as nolookup judges it.
//
// To silence the check for one tool, put
//
//	//idemlint:ignore hintmismatch the gateway deduplicates calls by request id
//
// on the line before the annotation or before the tool's declaration.
package hintmismatch
