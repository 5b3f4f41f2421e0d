package main_test

import (
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// TestVetChain checks that a tool whose write sits four packages down
// (a -> b -> c -> d -> net/http) is a write tool both standalone and
// under the real go vet, where a package sees only its direct imports'
// facts, and that both drivers print the same report with the whole chain.
func TestVetChain(t *testing.T) {
	if testing.Short() {
		t.Skip("loads mcp-go from the module proxy; skipped in -short mode")
	}
	bin := idemlintBinary(t)
	dir := testdataDir(t, "vetchain")

	standalone := run(t, dir, bin, "./...")
	if standalone.exit != 3 {
		t.Fatalf("standalone: want exit 3 (findings), got %d\n%s", standalone.exit, standalone)
	}
	vet := runEnv(t, dir, []string{"GOCACHE=" + t.TempDir()}, "go", "vet", "-vettool="+bin, "./...")
	if vet.exit == 0 {
		t.Fatalf("go vet: want a non-zero exit, got 0\n%s", vet)
	}

	got := map[string][]string{
		"standalone": reportLines(dir, standalone.stderr),
		"go vet":     reportLines(dir, vet.stderr),
	}
	const chain = "the tool writes here: http POST via a.Register$1 -> b.Refund -> c.Post -> d.Send -> (*http.Client).Do"
	for mode, lines := range got {
		joined := strings.Join(lines, "\n")
		if !strings.Contains(joined, "a/a.go:15:23: the description of issue_refund does not say whether retrying is safe") {
			t.Errorf("%s: issue_refund is not reported as a write tool:\n%s", mode, joined)
		}
		if !strings.Contains(joined, chain) {
			t.Errorf("%s: the four-level chain is missing or cut short:\n%s", mode, joined)
		}
		if strings.Contains(joined, "order_status") {
			t.Errorf("%s: order_status only reads (GET through the same wrappers) but was reported:\n%s", mode, joined)
		}
	}
	if !slices.Equal(got["standalone"], got["go vet"]) {
		t.Errorf("standalone and go vet disagree:\nstandalone:\n%s\ngo vet:\n%s",
			strings.Join(got["standalone"], "\n"), strings.Join(got["go vet"], "\n"))
	}
}

// reportLines returns the diagnostic lines of a run, with paths made
// relative to dir and without go vet's "# package" headers. The two
// drivers differ only in form: the standalone command ends a finding with
// "(check)" and indents a related position before it ("\tposn: msg"),
// go vet prints it as "posn: \tmsg"; both become "posn: msg".
func reportLines(dir, out string) []string {
	var lines []string
	for line := range strings.SplitSeq(out, "\n") {
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		line = strings.TrimPrefix(line, "\t")
		line = strings.TrimPrefix(line, dir+string(filepath.Separator))
		line = strings.TrimPrefix(line, realPath(dir)+string(filepath.Separator))
		line = strings.Replace(line, ": \t", ": ", 1)
		line = checkSuffix.ReplaceAllString(line, "")
		lines = append(lines, line)
	}
	slices.Sort(lines)
	return lines
}

// checkSuffix is the " (check)" that ends a standalone finding.
var checkSuffix = regexp.MustCompile(` \([a-z]+\)$`)

// TestVetKeys checks, standalone and under go vet, that a key's random
// fallback from a helper of another package, and from one two packages
// down, is volatile through the packages' Volatile facts (issue 10, H3),
// and that a key slot nested in the request of a provider of another
// package protects its write while one on a struct that only a log line
// sees does not (H4).
func TestVetKeys(t *testing.T) {
	if testing.Short() {
		t.Skip("loads mcp-go and uuid from the module proxy; skipped in -short mode")
	}
	bin := idemlintBinary(t)
	dir := testdataDir(t, "vetkeys")

	standalone := run(t, dir, bin, "./...")
	if standalone.exit != 3 {
		t.Fatalf("standalone: want exit 3 (findings), got %d\n%s", standalone.exit, standalone)
	}
	vet := runEnv(t, dir, []string{"GOCACHE=" + t.TempDir()}, "go", "vet", "-vettool="+bin, "./...")
	if vet.exit == 0 {
		t.Fatalf("go vet: want a non-zero exit, got 0\n%s", vet)
	}
	got := map[string][]string{
		"standalone": reportLines(dir, standalone.stderr),
		"go vet":     reportLines(dir, vet.stderr),
	}
	want := []string{
		`a/a.go:26:3: place_fallback takes its idempotency key "idempotency_key" from the model`,
		"a/a.go:30:10: the idempotency key of place_fallback comes from ids.NewString (uuid.New underneath), which differs on every call",
		"a/a.go:44:59: the idempotency key of place_deep comes from deep.ID (uuid.New underneath), which differs on every call",
		"a/a.go:78:31: place_logged calls CreateOrder with no idempotency key and no ledger lookup before it",
	}
	for mode, lines := range got {
		joined := strings.Join(lines, "\n")
		for _, w := range want {
			if !strings.Contains(joined, w) {
				t.Errorf("%s: missing %q in:\n%s", mode, w, joined)
			}
		}
		for _, line := range lines {
			switch {
			case strings.Contains(line, "(nolookup)") || strings.Contains(line, "no idempotency key and no ledger lookup"):
				if !strings.Contains(line, "place_logged") {
					t.Errorf("%s: a write whose key slot is nested in the request is reported: %s", mode, line)
				}
			case strings.Contains(line, "place_derived") && !strings.Contains(line, "timeout"):
				t.Errorf("%s: place_derived derives its key and logs its uuid only: %s", mode, line)
			}
		}
	}
	if !slices.Equal(got["standalone"], got["go vet"]) {
		t.Errorf("standalone and go vet disagree:\nstandalone:\n%s\ngo vet:\n%s",
			strings.Join(got["standalone"], "\n"), strings.Join(got["go vet"], "\n"))
	}
}
