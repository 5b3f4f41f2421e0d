// Package nolookup defines an Analyzer that reports write calls a retry
// repeats: non-idempotent writes with no idempotency key handed to the
// provider and no ledger lookup of a key before them.
//
// # Analyzer nolookup
//
// nolookup: report non-idempotent writes with no idempotency key and no ledger lookup before them
//
// An agent retries a tool when a call times out or fails in a way it
// cannot read. When the tool's write is not idempotent (a POST, an
// INSERT, a refund, a mail) and nothing recognises the repeat, the retry
// performs the write a second time: two refunds, two mails, two tickets.
// A repeat is recognised in one of two ways: the provider takes an
// idempotency key (Stripe's IdempotencyKey, an Idempotency-Key header,
// AWS's ClientToken, a parameter named idempotencyKey) and answers a
// repeated key with the original result, or the tool looks the key up in
// its own ledger before acting and returns the recorded result on a hit.
// For a provider with no key support the ledger is the only way: the
// check belongs in code, not in the model's plan.
//
// The check reports a write call in a tool's handler when the write is
// not idempotent (see passes/effects), no key slot of the provider
// receives a key for that call, and no ledger lookup (or claim, such as
// a Redis SetNX) of a key runs on every path before it. A lookup on one
// branch only does not count: the other branch writes unprotected. A
// helper handed the key and the work, which looks the key up and returns
// what it found instead of running the work again (a guarded runner, see
// passes/effects: RunIdempotent(ctx, store, key, func() (any, error)
// {...})), is such a lookup before the writes of the work it is handed.
// The same write made at several calls of one tool (a create on each
// branch of a switch, through the same chain) is reported once, at its
// first call, with the others as related positions: one cause, one fix.
// An update whose update document the program does not build (a MongoDB
// UpdateOne of the document the model sends) is such a write: its
// operators decide, and the message says that a retry may act twice.
//
// A check of the current state is a lookup too: a read of the same
// resource (the write takes what the read returned, or the same id) that
// runs before the write, is an operation (it takes a context, or is a
// method of the program's own or a third-party client), and whose
// result decides a branch that returns early, as a success, when the
// work is already done (if order.Paid { return "already paid" }). A retry reads the state the
// first call left and stops there. An early return that is a failure (a
// precondition such as "the order is cancelled") is no such check.
// The read may sit in a helper of the package (if merged, _ :=
// isMerged(ctx, id); merged { return "already merged" }): the helper is
// judged by what it does, not by its signature. It counts when, inside
// it, a read takes the identifying argument the write takes too and the
// helper's result comes from what that read returned; a helper that
// reads another resource, or reads nothing, is no check. A write that
// runs only where such a read failed, where it found nothing (ref, resp,
// err := GetRef(ctx, repo, branch); notFound := err != nil &&
// resp.StatusCode == 404; if notFound { CreateRef(...) }), is guarded the
// same way: a retry finds what the first call made and skips the write.
//
//	issue_refund calls Refund with no idempotency key and no ledger lookup before it; a retried call refunds twice
//
// Where the only sign that a repeat acts again is an HTTP POST whose
// operation nothing names (an upsert posted to .../monitors), the
// author's word decides: an idempotentHint: true, or a description that
// says calling again is safe ("Idempotent: re-attaching only updates the
// name") and nowhere that it is not, or a tool name that starts with a
// verb that sets a state (convert_to_template, authorize_device,
// start_guest) where the description does not say a repeat is unsafe,
// makes the write idempotent, and
// idemlint inventory -json says why in repeat_unconfirmed.
//
// An Exec of a statement chosen at run time (a database server's tool
// that runs the model's SQL) is a write, but no key can name what it
// does: nolookup asks for no lookup there; retrydoc and timeouterr
// still report it.
//
// A tool whose every write that may act again goes to a database
// inside the program (an embedded SQLite, see passes/effects) is
// reported with low harm: such a write's failure is definite, so the
// agent retries only what did not happen.
//
// A write the provider refuses to repeat (a create by a caller-chosen
// unique name: a Kubernetes object, a helm release, an IMAP mailbox) does
// not happen twice, but its retry fails with a conflict although the
// first attempt succeeded, and the agent is told the tool failed. Such a
// write is reported in those words; look the object up before creating
// it, or treat the conflict as the earlier success:
//
//	run_pod calls Create with no lookup of an earlier result before it; the provider rejects a repeat, so a retried call whose first attempt succeeded fails with a conflict instead of returning that result
//
// A request that asks the provider to refuse a duplicate (an option
// named like allowDuplicate set to false, or like checkDuplicate,
// failIfExists or ifNotExists set to true, as a field or a map key of
// what the call sends) makes the write one the provider refuses to
// repeat, with that message. So does an INSERT whose function tells a
// unique violation apart (pgErr.Code == "23505", MySQL's 1062, a
// driver's "UNIQUE constraint failed", isDuplicateKey(err)): the table
// refuses a second row of what it fills.
//
// A create whose object the caller names (create_database(name),
// host.create given the tool's hostname, create_user(username): the
// write creates, and a required parameter called name or slug, or named
// for the noun of what the tool's name creates (create_host's host,
// not create_repo_hook's repo, the hook's parent; not content such as
// create_comment's comment), or such a noun followed by "name" or
// "path" (create_folder's folderPath), or "path" itself where a file or
// folder is made, or "login" or "email" where an account, a user, a
// member or an invitation is made, or what a forge keeps one of: a
// release's tag, a merge or pull request's source branch, a milestone's
// title, reaches what the call sends) is refused on repeat
// by most providers and repeated by some; the code does not say which.
// No parameter names a person or a bot (create_contact's name,
// create_customer's email), nor a task, a ticket, an event or a note,
// whose name is a title: providers make a second one of the same name.
//
//	create_database calls CreateDatabase with no idempotency key and no ledger lookup before it; a retried call creates a second one unless the provider refuses a repeat of the name it is given
//
// Neither does a retry of these act twice for certain: their findings
// are of low harm (category "hygiene"), reported only with the
// configuration's hygiene option. A title, a body or another object's
// name (project_name in create_issue) names nothing the create makes,
// nor does a name its description calls a label shown to people
// ("Human-readable name. Shows up on the dashboard", "need not be
// unique"), nor the parameters of a tool whose own verb sets a state
// (delete_file's path names the file, not the commit the deletion
// makes): a retry of such a create makes a second object, and is
// reported by default. The parameter is followed however the handler
// reads it: an accessor of the request, a field of the input struct, a
// helper of the program handed the input and the parameter's name
// (RequiredParam[string](args, "name")), or a struct the arguments are
// decoded into (req.BindArguments(&in)) and sent whole, whose field of
// that JSON name holds it. A GraphQL mutation creates when its field
// does (createLabel).
//
// A side write is not what the tool exists for: a write whose failure
// reaches no caller (a relay to peer nodes in a goroutine, a
// notification or a telemetry row that a helper returning nothing only
// logs), beside another write whose outcome the tool reports, does not
// decide the check (passes/keys sets it aside): a tool that sets a
// member's role with a PUT and then relays the change is not reported
// for the relay. A tool whose only write is such a write still makes it
// again on a retry, and is reported (send_notification), unless every
// tool of the package makes it alike, reads included: an activity log
// of the tools' calls is bookkeeping, not any tool's write. So is a
// row that every write tool of the package (three at least) writes with
// the same SQL statement beside its own writes, whether or not its
// failure is reported: an audit entry or an outbox row after a delete
// leaves a delete that a retry finds done. A message or a request that
// every tool sends alike is still each tool's action.
//
// A key handed to the provider counts even when it is volatile or
// chosen by the model: those keys are the findings of volatilekey and
// modelkey, not of this check. Idempotent writes (PUT, DELETE, an upsert,
// an UPDATE that does not compute a column from itself, a call marked
// //idemlint:effect idempotent) are never reported, nor are read-only
// tools.
//
// Bad:
//
//	id, err := pay.Refund(ctx, orderID, cents) // nolookup
//
// Good:
//
//	key := refundKey(orderID, cents, reason) // derived from the arguments
//	if e, found, err := ledger.Lookup(ctx, key); err != nil {
//		return nil, err
//	} else if found {
//		return replay(e), nil
//	}
//	id, err := pay.Refund(ctx, orderID, cents)
//	...
//	ledger.Record(ctx, key, id, 72*time.Hour)
//
// or hand the derived key to the provider, when it takes one:
//
//	params.SetIdempotencyKey(key)
//	r, err := sc.V1Refunds.Create(ctx, params)
//
// There is no suggested fix: where the key comes from and which ledger
// keeps it are the tool owner's choices.
//
// Where the protection sits: a lookup or a key slot in the handler
// protects the writes after it, including those in a function literal
// the handler creates after the lookup (a transaction callback, a retry
// wrapper). A call of a helper function of the same package, as in a
// dispatch case that hands its arguments to issueRefund, is protected
// when every non-idempotent write inside the helper is (followed up to
// four helpers deep); otherwise the call of the helper is reported.
//
// Limitations: only key slots and ledgers that passes/keys knows (and
// configuration adds) count. A helper whose write depends on its own
// parameters (it takes the HTTP method) is taken as protected when it
// hands some key to a slot or looks one up, and a helper whose writes
// cannot be placed at all is not reported.
//
// To silence the check for one write, put
//
//	//idemlint:ignore nolookup the provider rejects a second refund of the same order
//
// on the line before the write call, or before the tool's declaration
// for the whole tool.
package nolookup
