package main_test

import (
	"strings"
	"testing"
)

// TestInventoryUnclaimedBody checks a handler body whose tool is named
// only in a table another package ranges over (for _, d := range
// orphan.List { s.AddTool(mcp.NewTool(d.Name, ...), d.Handler) }): the
// checks report it by its handler, and the inventory lists it the same
// way, unnamed, rather than saying no tool was found.
func TestInventoryUnclaimedBody(t *testing.T) {
	dir := testdataDir(t, "orphan")
	entries := runInventory(t, dir, "./...")
	if len(entries) != 1 || entries[0].Handler != "CreateThing" || string(entries[0].Write) != "true" {
		t.Fatalf("want the body of CreateThing, a write, listed once: %+v", entries)
	}
	r := run(t, dir, idemlintBinary(t), "./...")
	if !strings.Contains(r.stdout+r.stderr, "the handler CreateThing calls http.Post with no idempotency key") {
		t.Errorf("want nolookup on CreateThing's body:\n%s", r)
	}
}
