package main_test

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestWriteShapes runs the built binary on testdata/writes, a module that
// requires the real go-imap v2 and go-openapi runtime and holds a
// go-swagger-style client and SDK-style interfaces of its own, and checks
// which tools write: through an interface the program implements once
// (a constructor's result, a package with one implementation), through
// ClientTransport.Submit with the method in ClientOperation.Method, and
// through an IMAP session. It also checks that standalone and go vet
// print the same report.
func TestWriteShapes(t *testing.T) {
	if testing.Short() {
		t.Skip("loads go-imap, go-openapi and mcp-go from the module proxy; skipped in -short mode")
	}
	dir := testdataDir(t, "writes")
	type want struct {
		write      bool
		idempotent bool
		detail     string // a substring of the first effect's detail
	}
	wants := map[string]want{
		"accept_quote":     {write: true, detail: "POST"},                        // W1: constructor returns one type
		"quote_info":       {},                                                   // a GET behind the same interface
		"apply_run":        {write: true, detail: "POST"},                        // W1: the package implements Runs once
		"run_snapshot":     {},                                                   // CreateSnapshot is a GET: the verb rule must not decide
		"post_annotation":  {write: true, detail: "POST"},                        // W2: go-swagger client
		"list_annotations": {},                                                   // the same client, GET
		"save_draft":       {write: true, detail: "(*imapclient.Client).Append"}, // W3
		"archive_message":  {write: true, idempotent: true, detail: "Move"},      // W3, idempotent
		"create_folder":    {write: true, detail: "(*imapclient.Client).Create"}, // W3, rejects a repeat
		"search_inbox":     {},                                                   // Select, UIDSearch, Fetch
	}
	tools := runInventory(t, dir, "./...")
	seen := map[string]bool{}
	for _, tool := range tools {
		w, ok := wants[tool.Name]
		if !ok {
			t.Errorf("unexpected tool %s at %s", tool.Name, tool.Pos)
			continue
		}
		seen[tool.Name] = true
		var write bool
		if err := json.Unmarshal(tool.Write, &write); err != nil {
			t.Errorf("%s: write is %s, want a boolean", tool.Name, tool.Write)
			continue
		}
		if write != w.write {
			t.Errorf("%s: write = %v, want %v", tool.Name, write, w.write)
			continue
		}
		if !write {
			continue
		}
		var idem bool
		if err := json.Unmarshal(tool.Idempotent, &idem); err != nil || idem != w.idempotent {
			t.Errorf("%s: idempotent = %s, want %v", tool.Name, tool.Idempotent, w.idempotent)
		}
	}
	for name := range wants {
		if !seen[name] {
			t.Errorf("tool %s not found", name)
		}
	}

	got := reportsOfBoth(t, dir)
	reportsContain(t, got, []string{
		"http POST via (*tools.Server).Register$1 -> (*orders.service).AcceptQuote -> (*orders.service).do -> (*http.Client).Do",
		"http POST via (*tools.Server).Register$3 -> (*runs.runs).Apply -> (*runs.Client).send -> (*http.Client).Do",
		"http POST via (*tools.Server).Register$5 -> (*annotations.Client).PostAnnotation -> (runtime.ClientTransport).Submit",
		"create_folder calls Create with no lookup of an earlier result before it; the provider rejects a repeat",
		"save_draft calls Append with no idempotency key and no ledger lookup before it; a retried call acts twice",
	})
	for mode, lines := range got {
		joined := strings.Join(lines, "\n")
		for _, read := range []string{"quote_info", "run_snapshot", "list_annotations", "search_inbox"} {
			if strings.Contains(joined, read) {
				t.Errorf("%s: %s only reads but was reported:\n%s", mode, read, joined)
			}
		}
	}
	sameReports(t, got)
}
