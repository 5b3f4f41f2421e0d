package main_test

import (
	"strings"
	"testing"
)

// TestRequestShapes runs the built binary on testdata/requests, a module
// that requires the real hashicorp/go-retryablehttp and shurcooL/githubv4
// and holds a REST SDK that builds its request in one function and sends
// it in another, and checks which tools write and whether a repeat acts
// again: by the method where the operation names no verb, by the
// operation (ResolveTicket over POST, a GraphQL closeIssue) where it
// does, and GraphQL queries as reads. Standalone and go vet must print
// the same report. It also holds an RPC transport that POSTs every call,
// decided by the endpoint or JSON-RPC method each call names (a read-only
// tool's POST that names nothing yields to its readOnlyHint), and a POST
// that only a caller passing true reaches, and Prometheus' client_golang
// API, whose admin endpoints write though its metrics are quiet.
func TestRequestShapes(t *testing.T) {
	if testing.Short() {
		t.Skip("loads go-retryablehttp, resty, githubv4 and mcp-go from the module proxy; skipped in -short mode")
	}
	slowTest(t, "compiles go-retryablehttp, resty, githubv4 and mcp-go for go vet (1.5 min cold)")
	dir := testdataDir(t, "requests")
	checkWrites(t, runInventory(t, dir, "./..."), map[string]writeWant{
		"create_ticket":  {write: true, op: "CreateTicket"},                    // R1 on go-retryablehttp, POST
		"rename_ticket":  {write: true, idempotent: true},                      // PUT
		"resolve_ticket": {write: true, idempotent: true, op: "ResolveTicket"}, // POST that sets a state
		"get_ticket":     {},                                                   // GET through the same two functions
		"open_issue":     {write: true, op: "mutation createIssue"},            // R2, typed client
		"close_issue":    {write: true, idempotent: true, op: "mutation closeIssue"},
		"issue_title":    {}, // a GraphQL query
		// R3: a transport that POSTs every call, decided at each call.
		"assertion_summary": {}, // readOnlyHint stands against a POST that names no operation
		"list_hosts":        {}, // JSON-RPC host.get
		"delete_host":       {write: true, idempotent: true, op: "host.delete"},
		"create_host":       {write: true, op: "host.create"},
		// R5: a POST behind a flag the caller sets with a constant.
		"show_link":  {},
		"short_link": {write: true},
		// A cloud SDK on resty: the catalogue decides resty's Post, Put and Get.
		"create_volume": {write: true, detail: "POST"},
		"rename_volume": {write: true, idempotent: true, detail: "PUT"},
		"show_volume":   {},
		// Prometheus' API client, in a module whose metrics are quiet.
		"label_names":   {}, // a GET that falls back to a POST of the same query
		"delete_series": {write: true, idempotent: true, op: "DeleteSeries"},
		"take_snapshot": {write: true, detail: "POST"},
	})

	// The inventory takes the checks' -effects: a function it names writes.
	for _, tool := range runInventory(t, dir, "-effects", "example.com/requests/cloudsdk.(*Client).GetVolume", "./...") {
		if tool.Name == "show_volume" && string(tool.Write) != "true" {
			t.Errorf("inventory -effects ...GetVolume: show_volume write %s, want true", tool.Write)
		}
	}

	got := reportsOfBoth(t, dir)
	reportsContain(t, got, []string{
		"create_ticket calls CreateTicket with no idempotency key and no ledger lookup before it",
		"open_issue calls Mutate with no idempotency key and no ledger lookup before it",
		"create_volume calls CreateVolume with no idempotency key and no ledger lookup before it",
		"take_snapshot calls Snapshot with no idempotency key and no ledger lookup before it",
	})
	for mode, lines := range got {
		joined := strings.Join(lines, "\n")
		for _, read := range []string{"get_ticket", "issue_title", "assertion_summary", "list_hosts", "show_link", "show_volume", "label_names"} {
			if strings.Contains(joined, read) {
				t.Errorf("%s: %s only reads but was reported:\n%s", mode, read, joined)
			}
		}
		for _, idem := range []string{"resolve_ticket calls", "close_issue calls", "rename_ticket calls", "delete_series calls"} {
			if strings.Contains(joined, idem) {
				t.Errorf("%s: nolookup reported an idempotent write (%s):\n%s", mode, idem, joined)
			}
		}
	}
	sameReports(t, got)
}
