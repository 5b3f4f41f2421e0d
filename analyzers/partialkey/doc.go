// Package partialkey defines an Analyzer that reports idempotency keys
// that leave out an argument that identifies the action.
//
// # Analyzer partialkey
//
// partialkey: report idempotency keys derived from only some of the arguments that identify the action
//
// A tool that derives its idempotency key from its arguments makes a
// retry safe: the same call gets the same key, and the provider or the
// ledger answers it with the original result. But when the key leaves out
// an argument that tells two actions apart, two different calls get the
// same key: a refund of 10 and a refund of 49 on the same order collapse
// into one, and the second is answered as a replay of the first.
//
// The check looks at write tools (see passes/effects) whose key, on its
// way to a key slot or a ledger operation (passes/keys), is computed from
// tool parameters: a hash, a fmt.Sprintf, a concatenation. It reports the
// computation when an identifying parameter is not among its sources. By
// default every parameter identifies the action; a struct field tagged
// idem:"-" does not (free text, notes, display options), and when any
// field is tagged idem:"key", exactly those fields identify it. Tags are
// read from the tool's input struct, and, for parameters declared by a
// schema (openai-go, go-openai, mcp-go's builder options), from a struct
// of the package the handler decodes the arguments into, matched by JSON
// name. A parameter named like an idempotency key (idempotency_key,
// request_id, and the configured key parameters) is never counted as
// missing.
//
// There are two ways out, and only the tool's owner knows which is right:
// add the parameter to the key, or, when it does not identify the action,
// tag its field idem:"-" (or, for a parameter that only a schema
// declares, silence the report with //idemlint:ignore and say why). For
// this reason the check has no suggested fix: adding a free-text field to
// the key would make a retry with reworded text act twice.
//
// Bad:
//
//	type RefundIn struct {
//		OrderID string `json:"order_id"`
//		Amount  int64  `json:"amount_cents"`
//		Note    string `json:"note" idem:"-"`
//	}
//	key := fmt.Sprintf("refund|%s", in.OrderID) // partialkey: leaves out amount_cents
//
// Good:
//
//	key := fmt.Sprintf("refund|%q|%d", in.OrderID, in.Amount)
//
// The check judges only derivations it can see whole: every source of
// the key is a tool parameter or a constant. A key that also comes from
// something the analysis cannot follow (a value computed in another
// package from the whole input, json.Marshal of the input, a field of a
// struct loaded from a database) is not reported, nor is a key that
// includes the clock or a random value (volatilekey's finding), nor a key
// that is a parameter passed through unchanged or built from the model's
// own key (modelkey's finding). The report sits on the expression that
// computes the key (for a key stored in a variable, the expression it is
// assigned from); the key slots and ledger operations it reaches, and the
// declarations of the missing parameters, are related information. The
// key is followed into the functions of the package the handler calls.
//
// To silence the check, put
//
//	//idemlint:ignore partialkey the amount is fixed per order by the shop
//
// on the line before the report or before the tool's declaration.
package partialkey
