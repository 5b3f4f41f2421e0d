package main_test

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestInventorySplitCall checks an agent application that lists its
// tools in one package and runs the model's calls of them, by the name
// its own ToolCall carries, in another that does not import the first:
// the inventory lists each tool once, at its declaration, with the
// dispatch's handler, and the body checks run on that handler.
func TestInventorySplitCall(t *testing.T) {
	dir := testdataDir(t, "splitcall")
	bin := idemlintBinary(t)
	r := run(t, dir, bin, "inventory", "-json", "./...")
	if r.exit != 0 {
		t.Fatalf("inventory: exit %d\n%s", r.exit, r)
	}
	var entries []inventoryTool
	if err := json.Unmarshal([]byte(r.stdout), &entries); err != nil {
		t.Fatalf("inventory -json: %v\n%s", err, r.stdout)
	}
	want := map[string]string{"add_item": "true", "list_items": "false"}
	if len(entries) != len(want) {
		t.Errorf("%d tools, want %d (each once):\n%s", len(entries), len(want), r.stdout)
	}
	for _, e := range entries {
		w, ok := want[e.Name]
		switch {
		case !ok:
			t.Errorf("unexpected tool %s", e.Name)
		case !strings.HasPrefix(e.Pos, "defs/") && !strings.Contains(e.Pos, "/defs/"):
			t.Errorf("%s listed at %s, want its declaration in defs", e.Name, e.Pos)
		case e.Description == nil || e.Handler == "none" || e.Handler == "":
			t.Errorf("%s: description %v, handler %q: want the declaration's description and the dispatch's handler", e.Name, e.Description, e.Handler)
		case string(e.Write) != w:
			t.Errorf("%s: write %s, want %s", e.Name, e.Write, w)
		}
	}
	r = run(t, dir, bin, "./...")
	if !strings.Contains(r.stdout+r.stderr, "run/run.go:18:23: add_item calls addItem with no idempotency key and no ledger lookup before it") {
		t.Errorf("want nolookup on add_item's dispatch:\n%s", r)
	}
	if strings.Contains(r.stdout+r.stderr, "list_items") {
		t.Errorf("list_items reads and must be silent:\n%s", r)
	}
}
