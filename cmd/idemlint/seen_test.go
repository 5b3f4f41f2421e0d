package main

import (
	"strings"
	"testing"

	"github.com/idemlint/idemlint/internal/inventory"
)

// TestSeenLine checks the closing line of a run without findings: what
// was found, and, where handlers or writes were not seen, that nothing,
// or not everything, was checked.
func TestSeenLine(t *testing.T) {
	yes, no := true, false
	entry := func(handler string, write *bool) *inventory.Entry {
		return &inventory.Entry{Handler: handler, Write: write}
	}
	pats := []string{"./..."}
	for _, tc := range []struct {
		entries      []*inventory.Entry
		want, absent string
	}{
		{nil, "no agent tools found", "no findings in"},
		{[]*inventory.Entry{entry("literal", &yes), entry("method", &no)},
			"idemlint: no findings in 2 tools (2 with a handler, 1 seen to write)", "inventory"},
		{[]*inventory.Entry{entry("literal", &no)},
			"idemlint: no findings in 1 tool (1 with a handler, 0 seen to write); 'idemlint inventory ./...' lists them; local files and commands chosen at run time are not followed: mark a function that writes through one (a file, a command, a socket) with //idemlint:effect", "not checked"},
		{[]*inventory.Entry{entry("none", nil), entry("none", nil)},
			"idemlint: no findings, but no handler was linked to the 2 tools found, so none was checked", "with a handler"},
		{[]*inventory.Entry{entry("func", &yes), entry("none", nil)},
			"(1 with a handler, 1 seen to write, 1 not checked: no handler was linked); 'idemlint inventory ./...' lists them", ""},
	} {
		got := seenLine(tc.entries, pats)
		if !strings.Contains(got, tc.want) || (tc.absent != "" && strings.Contains(got, tc.absent)) {
			t.Errorf("seenLine(%d entries) = %q, want it to contain %q and not %q", len(tc.entries), got, tc.want, tc.absent)
		}
	}
}
