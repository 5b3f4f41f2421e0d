package effects

import (
	"slices"
	"strings"
)

// namedCreateVerbs start the names of operations that make a new object
// which the caller may name: a provider refuses a second host, database
// or branch of the same name as often as it makes one.
var namedCreateVerbs = words(`Create Add Insert New Register Provision`)

// Creates reports whether the operation that decided a non-idempotent
// effect makes a new object (host.create, CreateDatabase, addUser), not
// one that sends, mints or runs something.
func (e Effect) Creates() bool {
	return !e.Idempotent && e.Op != "" && NameCreates(e.Op)
}

// NameSets reports whether a tool's name (set_status, convert_to_template,
// start_guest, authorizeDevice) starts with a verb that sets a state.
func NameSets(name string) bool {
	ws := toolNameWords(name)
	return len(ws) > 0 && !restoresInto[ws[0]] && !transportWords[ws[0]] && wordsVerdict(ws) == sets
}

// NameLists reports whether a tool's name (prometheus_labels,
// service_environments) names a collection and no action: none of its
// words is a verb, and the last is a plural. Such a tool lists what it
// names.
func NameLists(name string) bool {
	ws := rawNameWords(name)
	if len(ws) == 0 {
		return false
	}
	for i, w := range ws {
		// A word as often a noun names a thing after the first
		// (promql_label_values); first, it may be the verb.
		if opReadVerbs[w] || verbVerdict(w) != undecided && (i == 0 || !nounVerbs[w]) || i == 0 && actionWords[w] {
			return false
		}
	}
	last := strings.ToLower(ws[len(ws)-1])
	return len(last) > 3 && strings.HasSuffix(last, "s") && !strings.HasSuffix(last, "ss") &&
		!strings.HasSuffix(last, "us") && !strings.HasSuffix(last, "is")
}

// actionWords are verbs with no verdict of their own that a tool's name
// may start with (push_files, deploy_services): not a collection's name.
var actionWords = words(`Push Pull Deploy Release Rollout Backup Queue Schedule Rebase Build Save Store Load
	Share Link Unlink Commit Checkout Export Download Migrate Seed Index Flush Bulk Batch Mass Run Exec Process
	Handle Manage Sync Import Upload Send Post Put Write Patch Fix Tag Untag Train Predict Provision Bootstrap`)

// HandlerName returns the name of the operation a handler function or a
// handler factory is named for (NewGetTraceValuesHandler, handleCreateTag,
// CreateTagTool): the name without New, Make or Handle before it and
// Handler, Tool or Func after it, or "".
func HandlerName(fn string) string {
	ws := camelWords(upperFirst(fn))
	for len(ws) > 1 && (ws[0] == "New" || ws[0] == "Make" || ws[0] == "Handle" || ws[0] == "Build") {
		ws = ws[1:]
	}
	for len(ws) > 1 && (ws[len(ws)-1] == "Handler" || ws[len(ws)-1] == "Tool" || ws[len(ws)-1] == "Func" || ws[len(ws)-1] == "Fn") {
		ws = ws[:len(ws)-1]
	}
	return strings.Join(ws, "")
}

// answerVerbs start the names of operations that compute an answer from
// what they are given (GenerateDQLFromNL, ExecuteDavisAnalyzer,
// RunQuery, EvaluateRule) as often as they make or start something.
var answerVerbs = words(`Generate Execute Run Invoke Call Evaluate Compute Render Translate`)

// NameAnswers reports whether an operation (a qualified function name, or
// a path whose last segment may end in a custom method, ...:execute) is
// named for a verb that may compute an answer rather than make something:
// over a POST, that name alone does not say the call writes.
func NameAnswers(op string) bool {
	var ws []string
	if i := strings.LastIndexByte(op, '/'); i >= 0 {
		seg := op[i+1:]
		if j := strings.LastIndexByte(seg, ':'); j >= 0 {
			seg = seg[j+1:]
		}
		ws = segmentWords(seg)
	} else {
		ws = nameWords(op)
	}
	return len(ws) > 0 && answerVerbs[ws[0]]
}

// NameReads reports whether a tool's name (web_search, get_invoice,
// list_open_issues) names a read and nothing else: its first verb is a
// read verb, and no verb joined to it by and, or or then writes
// (search_and_replace, get_or_create_user).
func NameReads(name string) bool {
	ws := toolNameWords(name)
	first := slices.IndexFunc(ws, func(w string) bool { return opReadVerbs[w] || verbVerdict(w) != undecided })
	if first < 0 || !opReadVerbs[ws[first]] {
		return false
	}
	for i := first + 1; i < len(ws); i++ {
		if i+1 < len(ws) && (ws[i] == "And" || ws[i] == "Or" || ws[i] == "Then") && verbVerdict(ws[i+1]) != undecided {
			return false
		}
		if actVerbs[ws[i]] {
			// The read word names a resource: query_suggestions_create_config
			// creates a query suggestions configuration.
			return false
		}
	}
	return true
}

// actVerbs are the verbs that, after a read word in a tool's name, say
// the tool acts: the read word was a noun. Not those that are as often
// adjectives or nouns there (list_open_issues, get_post_comments).
var actVerbs = words(`Create Add Insert Submit Upload Send Publish Trigger Generate Charge Refund Pay Invite Enqueue`)

// restoresInto are set verbs that, as a tool's whole name, as often
// make a new object from what they are given: restore_backup restores
// into a new machine as often as over an existing one. A verb that is
// also a transport's (apply_run applies a Terraform run, which acts)
// says no more.
var restoresInto = words(`Restore`)

// toolNameWords returns the capitalised words of a tool's name, without
// a prefix such as Safe or Bulk.
func toolNameWords(name string) []string {
	ws := rawNameWords(name)
	if len(ws) > 1 && verbPrefixes[ws[0]] {
		ws = ws[1:]
	}
	// A vendor's or server's prefix before the verb
	// (bizflycloud_resize_volume, acme_create_server): the name starts
	// at its verb.
	if len(ws) > 2 && verbVerdict(ws[0]) == undecided && !opReadVerbs[ws[0]] && verbVerdict(ws[1]) != undecided {
		ws = ws[1:]
	}
	return ws
}

// rawNameWords returns the capitalised words of a tool's name, as
// written.
func rawNameWords(name string) []string {
	var camel strings.Builder
	for _, part := range strings.FieldsFunc(name, func(r rune) bool { return r == '_' || r == '-' || r == ' ' || r == '.' }) {
		if !strings.HasPrefix(part, "{") { // a pattern name's placeholder: create_{kind}_comment
			camel.WriteString(upperFirst(part))
		}
	}
	return camelWords(camel.String())
}

// NameCreates reports whether a name (an operation's, or a tool's:
// create_host, addUser, host.create, centreon_host_create) starts with a
// verb that makes a new object, after a prefix such as Safe or Bulk, or
// ends with one after words that are no verb.
func NameCreates(name string) bool {
	if ws := builderOp(name); ws != nil {
		return namedCreateVerbs[ws[0]] // (ApiCreateUserRequest).Execute
	}
	if i := strings.LastIndexAny(name, "./)"); i >= 0 {
		name = name[i+1:]
	}
	// A GraphQL operation ("mutation createLabel") is its field's:
	// createLabel starts with a create verb, as
	// registryConnectionCreate ends with one.
	if kw, field, ok := strings.Cut(name, " "); ok && (kw == "mutation" || kw == "subscription") {
		if ws := toolNameWords(field); len(ws) > 0 && namedCreateVerbs[ws[0]] {
			return true
		}
	}
	ws := toolNameWords(name)
	if len(ws) == 0 {
		return false
	}
	// create_host, or the noun-verb names of some servers and APIs:
	// centreon_host_create, hostCreate.
	first, last := ws[0], ws[len(ws)-1]
	return namedCreateVerbs[first] || verbVerdict(first) == undecided && namedCreateVerbs[last]
}

// NameActs reports whether a tool's name (save_alias, send_alert,
// write_file, delete_user) starts with a verb that writes: the tool
// exists for a write, whatever the code shows of it.
func NameActs(name string) bool {
	ws := toolNameWords(name)
	return len(ws) > 0 && (verbVerdict(ws[0]) != undecided || writeWords[ws[0]])
}

// writeWords are the verbs that, first in a tool's name, say it writes
// though no operation's verdict names them: a transport's verbs (send,
// post, write, run) and a store's (save, store, put).
var writeWords = words(`Save Store Write Send Post Put Submit Exec Execute Run Apply Patch Mutate Dispatch Set Create Add Insert`)
