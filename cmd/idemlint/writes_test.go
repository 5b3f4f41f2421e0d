package main_test

import (
	"encoding/json"
	"strings"
	"testing"
)

// A writeWant is what the inventory must say of one tool: whether it
// writes, whether a repeat changes nothing more, and substrings of its
// first effect's detail and of the operation that decided.
type writeWant struct {
	write, idempotent bool
	detail, op        string
}

// checkWrites compares the built binary's inventory with wants: every
// tool wanted and found, none found unwanted, each write with its
// idempotency, detail, operation and a why.
func checkWrites(t *testing.T, tools []inventoryTool, wants map[string]writeWant) {
	t.Helper()
	seen := map[string]bool{}
	for _, tool := range tools {
		w, ok := wants[tool.Name]
		if !ok {
			t.Errorf("unexpected tool %s at %s", tool.Name, tool.Pos)
			continue
		}
		seen[tool.Name] = true
		var write bool
		if err := json.Unmarshal(tool.Write, &write); err != nil || write != w.write {
			t.Errorf("%s: write = %s, want %v", tool.Name, tool.Write, w.write)
			continue
		}
		if !write {
			continue
		}
		var idem bool
		if err := json.Unmarshal(tool.Idempotent, &idem); err != nil || idem != w.idempotent {
			t.Errorf("%s: idempotent = %s, want %v", tool.Name, tool.Idempotent, w.idempotent)
		}
		if len(tool.Effects) == 0 {
			t.Errorf("%s: no effects listed", tool.Name)
			continue
		}
		if e := tool.Effects[0]; !strings.Contains(e.Detail, w.detail) || !strings.Contains(e.Op, w.op) || e.Why == "" {
			t.Errorf("%s: detail %q, op %q, why %q; want detail containing %q, op containing %q and a why", tool.Name, e.Detail, e.Op, e.Why, w.detail, w.op)
		}
	}
	for name := range wants {
		if !seen[name] {
			t.Errorf("tool %s not found", name)
		}
	}
}

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
	slowTest(t, "compiles go-imap, go-openapi and mcp-go for go vet (3.5 min cold)")
	dir := testdataDir(t, "writes")
	checkWrites(t, runInventory(t, dir, "./..."), map[string]writeWant{
		"book_quote":       {write: true, detail: "POST"},                        // W1: constructor returns one type
		"quote_info":       {},                                                   // a GET behind the same interface
		"apply_run":        {write: true, idempotent: true, detail: "POST"},      // W1: the package implements Runs once; .../actions/apply sets
		"run_snapshot":     {},                                                   // CreateSnapshot is a GET: the verb rule must not decide
		"post_annotation":  {write: true, detail: "POST"},                        // W2: go-swagger client
		"list_annotations": {},                                                   // the same client, GET
		"save_draft":       {write: true, detail: "(*imapclient.Client).Append"}, // W3
		"archive_message":  {write: true, idempotent: true, detail: "Move"},      // W3, idempotent
		"create_folder":    {write: true, detail: "(*imapclient.Client).Create"}, // W3, rejects a repeat
		"search_inbox":     {},                                                   // Select, UIDSearch, Fetch
	})

	got := reportsOfBoth(t, dir)
	reportsContain(t, got, []string{
		"http POST via (*tools.Server).Register$1 -> (*orders.service).BookQuote -> (*orders.service).do -> (*http.Client).Do",
		"http POST via (*tools.Server).Register$5 -> (*annotations.Client).PostAnnotation -> (runtime.ClientTransport).Submit",
		"save_draft calls Append with no idempotency key and no ledger lookup before it; a retried call acts twice",
	})
	for mode, lines := range got {
		joined := strings.Join(lines, "\n")
		// create_folder's one write is a create the server refuses to
		// repeat (inventory: "rejects a repeat"): nolookup's, retrydoc's
		// and timeouterr's reports on it are of low harm (hygiene), not
		// shown by default.
		for _, read := range []string{"quote_info", "run_snapshot", "list_annotations", "search_inbox", "create_folder"} {
			if strings.Contains(joined, read) {
				t.Errorf("%s: %s only reads, or only makes what a repeat is refused, but was reported:\n%s", mode, read, joined)
			}
		}
	}
	sameReports(t, got)
}

// TestStoreShapes runs the built binary standalone on testdata/stores, a
// module that requires the real gorm and mongo-driver v2, and checks that
// an insert through either is a write that acts again, an upsert and an
// update by key are idempotent, an $inc acts again, and a tool that only
// queries both is no write: the catalogue decides their calls, and the
// real modules' own code adds nothing to it.
func TestStoreShapes(t *testing.T) {
	if testing.Short() {
		t.Skip("loads gorm and mongo-driver from the module proxy; skipped in -short mode")
	}
	slowTest(t, "loads gorm, mongo-driver v2 and mcp-go (1 min cold)")
	dir := testdataDir(t, "stores")
	checkWrites(t, runInventory(t, dir, "./..."), map[string]writeWant{
		"create_note":  {write: true, detail: "(*gorm.DB).Create"},
		"upsert_note":  {write: true, idempotent: true, detail: "(*gorm.DB).Create with an upsert"},
		"rename_note":  {write: true, idempotent: true, detail: "(*gorm.DB).Update"},
		"save_memory":  {write: true, detail: "(*mongo.Collection).InsertOne"},
		"count_views":  {write: true, detail: "(*mongo.Collection).UpdateOne that adds to what is there"},
		"search_notes": {},
	})
	r := run(t, dir, idemlintBinary(t), "./...")
	if r.exit != 3 {
		t.Fatalf("want exit 3 (findings), got %d\n%s", r.exit, r)
	}
	lines := strings.Join(reportLines(dir, r.stdout), "\n")
	for _, w := range []string{
		"create_note calls Create with no idempotency key and no ledger lookup before it",
		"save_memory calls InsertOne with no idempotency key and no ledger lookup before it",
	} {
		if !strings.Contains(lines, w) {
			t.Errorf("missing %q in:\n%s", w, lines)
		}
	}
	for _, silent := range []string{"search_notes", "upsert_note", "rename_note"} {
		if strings.Contains(lines, silent) {
			t.Errorf("%s was reported:\n%s", silent, lines)
		}
	}
}
