package directives

import "context"

type RefundIn struct{ OrderID string }

//idemlint:tool issue_refund
func handleRefund(ctx context.Context, in RefundIn) (string, error) { return "", nil }

//idemlint:tool // want `//idemlint:tool needs a tool name`
func handleVoid(ctx context.Context, in RefundIn) (string, error) { return "", nil }

//idemlint:tool send email // want `//idemlint:tool takes one tool name, not "send email"`
func handleSend(ctx context.Context, in RefundIn) (string, error) { return "", nil }

//idemlint:tool orphan // want `//idemlint:tool orphan is neither in a function's doc comment nor above code passing one function literal, so it declares no tool`

func notDocumented() {}

//idemlint:effect
func charge() {}

//idemlint:effect idempotent
func put() {}

//idemlint:effect twice // want `//idemlint:effect takes no argument or "idempotent", not "twice"`
func post() {}

//idemlint:ledger
type Ledger struct{}

//idemlint:ledger keyed // want `//idemlint:ledger takes no argument, not "keyed"`
type Journal struct{}

//idemlint:tools issue_refund // want `unknown directive //idemlint:tools; known directives: tool, effect, ledger, ignore`
func misspelled() {}

func empty() {
	// gofmt would put a space into an empty directive in a doc comment,
	// so this one is inside a body.
	//idemlint: // want `empty //idemlint: directive`
}

// idemlint:tool spaced is an ordinary comment, not a directive.
func spaced() {}

//idemlint:ignore nolookup the provider deduplicates by order id
func ignored() {}

//idemlint:ignore // want `//idemlint:ignore needs the checks to silence and a reason`
func bare() {}

//idemlint:ignore nolookup,nolokup the provider deduplicates // want `//idemlint:ignore names unknown check "nolokup" \(did you mean "nolookup"\?\); known checks: `
func typo() {}

//idemlint:ignore keytll the key lives in the provider // want `//idemlint:ignore names unknown check "keytll" \(did you mean "keyttl"\?\)`
func typo2() {}

//idemlint:ignore nolookup // want `//idemlint:ignore nolookup needs a reason: say why a retry is safe here`
func noReason() {}

func register(add func(name string, h func(args map[string]any) string), both func(a, b func() string)) {
	// Above code that passes one function literal: that literal is the
	// handler.
	//idemlint:tool add_note
	add("add_note", func(args map[string]any) string { return "" })

	// Two literals: which one is the handler is not said.
	//idemlint:tool pick // want `//idemlint:tool pick is neither in a function's doc comment nor above code passing one function literal, so it declares no tool`
	both(func() string { return "a" }, func() string { return "b" })
}
