// Package modelkey defines an Analyzer that reports write tools whose
// idempotency key is chosen by the model.
//
// # Analyzer modelkey
//
// modelkey: report write tools that take their idempotency key from the model
//
// An idempotency key protects a write only if a retry of the same action
// sends the same key. A key the model chooses does not: a model that
// retries after a timeout often sends a fresh key, and an optional key
// is often left out and replaced by a random one. Then nothing
// recognises the repeat, and the refund, the mail or the booking happens
// twice.
//
// The check looks at tools whose handler performs an external write that
// acts again when repeated (see passes/effects; a tool whose every write
// is idempotent, such as an update that sets fields with a key that only
// caches the reply, is not reported: a new key on a retry acts no more)
// and reports a parameter that is a key the model chooses:
//
//   - its name means "key": idempotency_key, idempotencyKey, idem_key,
//     request_id, client_token, client_request_id, dedup_key, dedupe_key,
//     dedup_id, nonce, operation_id and their spellings (case, "_" and "-"
//     do not matter), plus the configuration's key-params (and the names
//     given with -key-params); or
//   - its value reaches a provider key slot (Stripe's IdempotencyKey, an
//     Idempotency-Key header, AWS ClientToken, a parameter named
//     idempotencyKey) or the key argument of a ledger operation unchanged:
//     the key is the parameter itself.
//
// A required request_id, operation_id or nonce whose value is not seen
// reaching a key slot or ledger is not reported: these names also denote
// the target of an action (cancel_operation(operation_id),
// approve_request(request_id)).
//
// An optional key with a fallback (a UUID when the model sends none) is
// still a key the model chooses. A key derived from parameters (a hash, a
// concatenation, fmt.Sprintf) is the tool's own key; volatilekey and
// partialkey judge it. A parameter stored as a ledger record's value is
// not a key. Read-only tools are never reported.
//
// The report sits on the parameter's declaration (the struct field, the
// mcp.WithString call, the schema map entry), or on the tool when the
// parameter is declared in another package, and names the parameters to
// derive the key from: those that identify the action (every parameter,
// less the fields tagged idem:"-", or exactly the fields tagged
// idem:"key" when there are any), less the key parameters.
//
// Bad:
//
//	type refundIn struct {
//		OrderID        string `json:"order_id"`
//		AmountCents    int64  `json:"amount_cents"`
//		ReasonCode     string `json:"reason_code"`
//		IdempotencyKey string `json:"idempotency_key,omitempty"` // modelkey
//	}
//
//	func(ctx context.Context, req *mcp.CallToolRequest, in refundIn) (*mcp.CallToolResult, refundOut, error) {
//		key := in.IdempotencyKey
//		...
//		r, err := pay.Refund(ctx, in.OrderID, in.AmountCents, in.ReasonCode, key)
//
// Good:
//
//	type refundIn struct {
//		OrderID     string `json:"order_id"`
//		AmountCents int64  `json:"amount_cents"`
//		ReasonCode  string `json:"reason_code"`
//	}
//
//	func(ctx context.Context, req *mcp.CallToolRequest, in refundIn) (*mcp.CallToolResult, refundOut, error) {
//		sum := sha256.Sum256(fmt.Appendf(nil, "issue_refund|%q|%d|%q", in.OrderID, in.AmountCents, in.ReasonCode))
//		key := hex.EncodeToString(sum[:])
//		...
//		r, err := pay.Refund(ctx, in.OrderID, in.AmountCents, in.ReasonCode, key)
//
// The suggested fix does exactly that, with the standard library only. It
// removes the parameter from the schema (the struct field, the
// mcp.WithString option, or the schema map entry and its name in the
// "required" list), inserts before the first statement that reads it
//
//	sum := sha256.Sum256(fmt.Appendf(nil, "TOOL|%q|%d|...", ARGS...))
//	idempotencyKey := hex.EncodeToString(sum[:])
//
// and replaces every read of the parameter with the derived key (when
// the only read is key := READ, the derivation goes into key directly,
// and the fallback that handled an empty key, if key == "" { ... }
// without an else, when it is the next statement that mentions the key,
// is removed with the imports only it used: the derived key is never
// empty, so the fallback is dead).
//
// When the parameter's declaration (its description, tags or comment),
// the slot it reaches or the removed fallback says UUID, the derived key
// is a name-based UUID rather than 64 hex digits a provider may reject:
//
//	key := uuid.NewSHA1(uuid.NameSpaceOID, fmt.Appendf(nil, "TOOL|%q|...", ARGS...)).String()
//
// when the file imports github.com/google/uuid, else, with the standard
// library only, the first 16 bytes of the SHA-256 in the layout of a
// version 5 (name-based) UUID of the RFC 4122 variant:
//
//	sum := sha256.Sum256(fmt.Appendf(nil, "TOOL|%q|...", ARGS...))
//	sum[6], sum[8] = sum[6]&0x0f|0x50, sum[8]&0x3f|0x80
//	key := fmt.Sprintf("%x-%x-%x-%x-%x", sum[0:4], sum[4:6], sum[6:8], sum[8:10], sum[10:16])
//
// (a version 5 UUID proper hashes with SHA-1; this one has its shape,
// which is what providers check, and the strength of SHA-256).
// The encoding names the tool, quotes strings with %q and separates the
// arguments with "|", so two different actions never share a key. The
// arguments are read the way the handler reads the key: fields of the
// same struct, entries of the same map, or mcp-go's request accessors
// (req.GetString("order_id", ""), req.GetInt, req.GetFloat, req.GetBool,
// req.GetArguments()[...]); that last table, the one piece of framework
// knowledge the check needs, comes from mcp-go's adapter. A struct field that only
// carried the key in the handler's own decoding struct is removed too.
// Imports of crypto/sha256, encoding/hex and fmt are added as needed.
//
// The fix is offered only when all of this is sound; otherwise the
// finding is reported without one. There is no fix when:
//
//   - the parameter does not have a key's name (an order id used as the
//     key is the action's own argument and stays), is tagged idem:"key",
//     or is request_id, operation_id or nonce without being seen to reach
//     a key slot or ledger (these names also denote business values);
//   - the tool has several model-chosen keys, has no other identifying
//     argument, or has no constant name;
//   - the parameter is not a string, or is declared in JSON text, in
//     another package, in a struct field that declares several names or
//     shares its line with other fields, or in a "required" list the fix
//     cannot edit;
//   - the handler is in another package, or its function serves other
//     tools too;
//   - the key is read in other ways (req.RequireString, a type assertion
//     to another type than string, a write to the field, its address
//     taken) or outside the handler, such as a helper that several tools
//     share, or its field is used anywhere else in the package;
//   - an identifying argument cannot be read where the key is read (the
//     decoding struct lacks its field) or has a type without an
//     unambiguous encoding (pointers, structs, maps, interfaces: an
//     object or array argument read from the arguments map);
//   - no statement can hold the derivation: the reads are not all after
//     one statement of one block, that statement decodes into or
//     changes the variable the arguments are read from (the arguments are
//     decoded in the same if statement), it is a loop header, or the
//     function uses goto.
//
// Other checks the handler made of the key stay and may now always be
// false; review them. Code in _test.go files that
// sets the removed field is not seen when the package is analysed without
// its tests.
//
// To add key names, list them under key-params in the configuration, or
// pass -key-params=txn_ref,dedupe_token (a comma-separated list). Every
// check that asks whether a parameter is a key uses the same names.
//
// To silence the check for one tool, put
//
//	//idemlint:ignore modelkey the gateway in front of this server replaces the key
//
// on the line before the tool's declaration or the parameter's.
package modelkey
