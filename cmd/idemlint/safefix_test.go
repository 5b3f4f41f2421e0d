package main_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestFixedHandlersTimeOut applies -fix to testdata/safefix, whose write
// tools hand a timeout to the model as a failure in the shapes real
// servers use (the handler returns the write's error or an error result;
// a helper keeps the error and returns an error result; a helper wraps
// it; a helper replaces it with a new error), and then runs the fixed
// handlers against a provider that never answers (the module's own
// TestTimeoutIsUnknown): each must say the outcome is unknown (issue 30:
// a fix must never silence a finding whose cause remains). The helper
// that replaces the error gets no fix and stays reported; a second -fix
// changes nothing.
func TestFixedHandlersTimeOut(t *testing.T) {
	if testing.Short() {
		t.Skip("loads mcp-go from the module proxy; skipped in -short mode")
	}
	bin := idemlintBinary(t)
	dir := t.TempDir()
	if err := copyTree(testdataDir(t, "safefix"), dir); err != nil {
		t.Fatal(err)
	}
	if r := run(t, dir, "go", "test", "./..."); r.exit == 0 {
		t.Fatalf("before the fixes the handlers already answer a timeout with \"unknown\": the test proves nothing\n%s", r)
	}
	r := run(t, dir, bin, "-fix", "./...")
	if r.exit != 3 || !strings.Contains(r.stderr, "fixed") {
		t.Fatalf("want fixes applied and findings left (exit 3)\n%s", r)
	}
	if r := run(t, dir, "go", "test", "./..."); r.exit != 0 {
		t.Errorf("after -fix a handler still answers a timeout with a failure\n%s", r)
	}

	after := run(t, dir, bin, "./...")
	var timeouts []string
	for _, f := range textFindings(after.stdout) {
		if strings.Contains(f, "(timeouterr") {
			timeouts = append(timeouts, f)
		}
	}
	if len(timeouts) != 1 || !strings.Contains(timeouts[0], "a timeout from openTicket") {
		t.Errorf("want only open_ticket's timeout reported after -fix (its helper replaces the error), got %q\n%s", timeouts, after)
	}
	if !strings.Contains(after.stdout, "openTicket answers the write's failure with a new error") {
		t.Errorf("open_ticket's report does not say why it has no fix\n%s", after)
	}

	src := filepath.Join(dir, "tools", "tools.go")
	once, err := os.ReadFile(src)
	if err != nil {
		t.Fatal(err)
	}
	run(t, dir, bin, "-fix", "./...")
	twice, err := os.ReadFile(src)
	if err != nil {
		t.Fatal(err)
	}
	if string(once) != string(twice) {
		t.Errorf("a second -fix changed the file")
	}
}
