package main_test

import (
	"encoding/json"
	"fmt"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// TestVetChain checks that a tool whose write sits four packages down
// (a -> b -> c -> d -> net/http) is a write tool both standalone and
// under the real go vet, where a package sees only its direct imports'
// facts, and that both drivers print the same report with the whole chain;
// that a call of an interface its package implements twice, both
// writing, writes (the Impl fact's join); and that an error result built
// by a helper of another package (errs) is known to a through the
// helper's fact in both.
func TestVetChain(t *testing.T) {
	if testing.Short() {
		t.Skip("loads mcp-go from the module proxy; skipped in -short mode")
	}
	slowTest(t, "compiles mcp-go for go vet (1.5 min cold)")
	got := reportsOfBoth(t, testdataDir(t, "vetchain"))
	const chain = "the tool writes here: http POST via a.Register$1 -> b.Refund -> c.Post -> d.Send -> (*http.Client).Do"
	for mode, lines := range got {
		joined := strings.Join(lines, "\n")
		if !strings.Contains(joined, "a/a.go:17:23: the description of issue_refund does not say whether retrying is safe") {
			t.Errorf("%s: issue_refund is not reported as a write tool:\n%s", mode, joined)
		}
		if !strings.Contains(joined, chain) {
			t.Errorf("%s: the four-level chain is missing or cut short:\n%s", mode, joined)
		}
		// Error results built by the helpers of package errs: under go
		// vet, a sees their summaries only as errs's facts.
		for _, want := range []string{
			"a/a.go:43:4: a timeout from Refund is returned as a failure",
			"a/a.go:52:4: a timeout from Refund is returned as a failure",
		} {
			if !strings.Contains(joined, want) {
				t.Errorf("%s: the helper-built error result is not reported: want %q in\n%s", mode, want, joined)
			}
		}
		if strings.Contains(joined, "order_status") {
			t.Errorf("%s: order_status only reads (GET through the same wrappers) but was reported:\n%s", mode, joined)
		}
		// A repository that store implements twice, both writing: a
		// sees the join only inside svc's facts, svc only in store's
		// Impl fact. With one implementation that does not write
		// (shelve_project) nothing is known.
		const joinedWrite = "the tool writes here: sql INSERT INTO project via a.RegisterProjects$1 -> svc.NewProject -> (*store.sqliteProjects).CreateProject -> (*sql.Stmt).Exec"
		if !strings.Contains(joined, "a/projects.go:14:23: the description of create_project does not say whether retrying is safe") || !strings.Contains(joined, joinedWrite) {
			t.Errorf("%s: create_project, through two writing implementations, is not reported as a write tool:\n%s", mode, joined)
		}
		if strings.Contains(joined, "shelve_project") {
			t.Errorf("%s: shelve_project has an implementation that does not write but was reported:\n%s", mode, joined)
		}
	}
	sameReports(t, got)
}

// reportsOfBoth runs idemlint on the module in dir standalone and as go
// vet's -vettool, expecting findings, and returns the report lines of
// each (see reportLines), by driver.
func reportsOfBoth(t *testing.T, dir string) map[string][]string {
	t.Helper()
	bin := idemlintBinary(t)
	standalone := run(t, dir, bin, "./...")
	if standalone.exit != 3 {
		t.Fatalf("standalone: want exit 3 (findings), got %d\n%s", standalone.exit, standalone)
	}
	vet := goVet(t, bin, dir, "./...")
	if vet.exit == 0 {
		t.Fatalf("go vet: want a non-zero exit, got 0\n%s", vet)
	}
	return map[string][]string{
		"standalone": reportLines(dir, standalone.stdout),
		"go vet":     reportLines(dir, vet.stderr),
	}
}

// reportsContain fails the test for each wanted text that a driver's
// report of reportsOfBoth lacks.
func reportsContain(t *testing.T, got map[string][]string, want []string) {
	t.Helper()
	for mode, lines := range got {
		joined := strings.Join(lines, "\n")
		for _, w := range want {
			if !strings.Contains(joined, w) {
				t.Errorf("%s: missing %q in:\n%s", mode, w, joined)
			}
		}
	}
}

// sameReports fails the test when the two drivers of reportsOfBoth
// report differently.
func sameReports(t *testing.T, got map[string][]string) {
	t.Helper()
	if !slices.Equal(got["standalone"], got["go vet"]) {
		t.Errorf("standalone and go vet disagree:\nstandalone:\n%s\ngo vet:\n%s",
			strings.Join(got["standalone"], "\n"), strings.Join(got["go vet"], "\n"))
	}
}

// reportLines returns the diagnostic lines of a run, with paths made
// relative to dir and without go vet's "# package" headers. The two
// drivers differ only in form: both end a finding with "(check)", the
// standalone command "(check, fixable)" when -fix fixes it, and it indents a related position before it ("\tposn: msg"),
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

// checkSuffix is the " (check)" or " (check, fixable)" that ends a
// finding.
var checkSuffix = regexp.MustCompile(` \([a-z]+(, fixable)?\)$`)

// TestVetLayers runs the tool-layer shapes of design/real-shapes.md (T1
// go-sdk carrier constructor, T2 handler in another package, T3 generic
// constructor and plain binder, T5 description helper, H2 thin wrapper;
// T2's description and annotations are checked where they are declared,
// from the facts about the handler, and a read-only handler stays silent)
// in a module with the real mcp-go and go-sdk, standalone and under the
// real go vet, where each package sees only its direct imports' facts:
// the reports must be the same, land where the body or the description
// lives, and stay silent on the read-only tool through the same layer and
// on look-alike structs.
func TestVetLayers(t *testing.T) {
	if testing.Short() {
		t.Skip("loads mcp-go and go-sdk from the module proxy; skipped in -short mode")
	}
	slowTest(t, "compiles mcp-go and go-sdk for go vet (1.5 min cold)")
	dir := testdataDir(t, "layers")
	got := reportsOfBoth(t, dir)
	wants := []string{
		// T3 + T5: the description is the default i18n.T passes through.
		"billing/billing.go:18:75: the description of issue_refund does not say whether retrying is safe",
		"billing/billing.go:23:3: a timeout from Refund is returned as a failure",
		// T1: a go-sdk tool stored by a constructor of another package.
		"sdkbilling/sdkbilling.go:18:56: the description of sdk_refund does not say whether retrying is safe",
		"sdkbilling/sdkbilling.go:21:6: a timeout from Refund is returned as a failure",
		// T2: the body is checked where it lives, the declaration where
		// it is, from the facts about the handler.
		"handlers/chat.go:15:22: the handler (*Chat).PostRefund calls pay.Refund with no idempotency key and no ledger lookup before it",
		"handlers/chat.go:16:3: a timeout from Refund is returned as a failure",
		"server/server.go:21:23: the description of chat_refund does not say whether retrying is safe; after a timeout the agent guesses and may repeat the write: add a sentence such as \"Not safe to retry blindly: check whether it took effect before calling again.\"",
		"server/server.go:23:3: chat_refund is annotated idempotentHint: true, but a retry refunds twice: it calls pay.Refund with no idempotency key and no ledger lookup before it",
		"server/server.go:24:5: the tool writes here: http POST",
		// H2 through a binder: the body behind the thin wrapper.
		"server/server.go:32:23: the description of create_refund does not say whether retrying is safe",
		"server/server.go:42:3: a timeout from Refund is returned as a failure",
		// T4: the server's own tool type, converted to go-sdk in a
		// package that ownpods never imports; its result carries the
		// error in a field (H1 with the server's own result type).
		"ownpods/ownpods.go:15:55: the description of own_refund does not say whether retrying is safe",
		"ownpods/ownpods.go:16:36: own_refund is annotated idempotentHint: true, but a retry refunds twice",
		"ownpods/ownpods.go:24:22: own_refund calls pay.Refund with no idempotency key and no ledger lookup before it",
		"ownpods/ownpods.go:25:3: a timeout from Refund is returned as a failure",
		// T7: the handler is the closure a factory returns, the tool a
		// variable or function of that package; a local closure of
		// issueserver pairs them. The body is checked where it is, the
		// declaration where issueserver names it.
		"issues/issues.go:22:23: the handler returned by RefundHandler calls pay.Refund with no idempotency key and no ledger lookup before it",
		"issues/issues.go:23:4: a timeout from Refund is returned as a failure",
		"issues/issues.go:56:23: the handler returned by SDKRefundHandler calls pay.Refund with no idempotency key and no ledger lookup before it",
		"issues/issues.go:57:4: a timeout from Refund is returned as a failure",
		`issueserver/issueserver.go:19:6: the description of issue_refund_t7 does not say whether retrying is safe; after a timeout the agent guesses and may repeat the write: add a sentence such as "Not safe to retry blindly: check whether it took effect before calling again."`,
		"issueserver/issueserver.go:21:18: the description of sdk_refund_t7 does not say whether retrying is safe",
		// T7 with a factory that returns a method value: the method is
		// the body, its facts are on the factory too.
		"issues/issues.go:73:22: the handler (*Handlers).charge calls pay.Refund with no idempotency key and no ledger lookup before it",
		"issues/issues.go:74:3: a timeout from Refund is returned as a failure",
		"issueserver/issueserver.go:22:6: the description of issue_charge_t7 does not say whether retrying is safe",
	}
	reportsContain(t, got, wants)
	for mode, lines := range got {
		joined := strings.Join(lines, "\n")
		for _, quiet := range []string{"order_status", "chat_status", "server/server.go:25", "server/server.go:26", "server/server.go:27", "server/server.go:28", "server/server.go:29", "server/server.go:30", "billing/billing.go:3", "shapes/", "toolkit/", "sdkkit/", "own_status", "ownapi/", "ownsdk/", "issue_status_t7", "issueserver/issueserver.go:20", "issues/issues.go:4"} {
			if strings.Contains(joined, quiet) {
				t.Errorf("%s: %s must be silent (read-only through the same layer, look-alikes, the layer itself):\n%s", mode, quiet, joined)
			}
		}
	}
	sameReports(t, got)

	// The inventory lists each tool once, where it is named, with its
	// handler's body and what it does.
	type entry struct {
		Name        string            `json:"name"`
		Description *string           `json:"description"`
		Params      []json.RawMessage `json:"params"`
		HandlerPos  string            `json:"handler_pos"`
		Write       *bool             `json:"write"`
		Idempotent  *bool             `json:"idempotent"`
	}
	r := run(t, dir, idemlintBinary(t), "inventory", "-json", "./...")
	if r.exit != 0 {
		t.Fatalf("inventory: exit %d\n%s", r.exit, r)
	}
	var entries []entry
	if err := json.Unmarshal([]byte(r.stdout), &entries); err != nil {
		t.Fatalf("inventory -json: %v\n%s", err, r.stdout)
	}
	show := func(b *bool) string {
		if b == nil {
			return "null"
		}
		return fmt.Sprint(*b)
	}
	var lines []string
	for _, e := range entries {
		desc := "null"
		if e.Description != nil {
			desc = *e.Description
		}
		var params []string
		for _, p := range e.Params {
			var v struct{ Name string }
			_ = json.Unmarshal(p, &v)
			params = append(params, v.Name)
		}
		pos := strings.TrimPrefix(strings.TrimPrefix(e.HandlerPos, dir+string(filepath.Separator)), realPath(dir)+string(filepath.Separator))
		lines = append(lines, fmt.Sprintf("%s %q %s %s write=%s idempotent=%s", e.Name, desc, strings.Join(params, ","), pos, show(e.Write), show(e.Idempotent)))
	}
	want := []string{
		`issue_refund "Refund an order." order_id billing/billing.go:21:6 write=true idempotent=false`,
		`order_status "Show an order's status." order_id billing/billing.go:31:6 write=false idempotent=null`,
		// T7: listed once, where the variable or function declares it,
		// with the factory as its handler.
		`issue_refund_t7 "Refund an order from an issue." order_id issues/issues.go:20:6 write=true idempotent=false`,
		`issue_status_t7 "Show an order's status." order_id issues/issues.go:39:20 write=false idempotent=null`,
		`sdk_refund_t7 "Refund an order." order_id issues/issues.go:54:6 write=true idempotent=false`,
		`issue_charge_t7 "Charge an order from an issue." order_id issues/issues.go:70:20 write=true idempotent=false`,
		// C5: variants of one tool, and one name from two functions
		// bound in if/else, listed once at the first declaration.
		`issue_status_v_t7 "null" order_id issues/issues.go:39:20 write=false idempotent=null`,
		`issue_note_t7 "Show an order's note."  issues/issues.go:39:20 write=false idempotent=null`,
		`own_refund "Refund an order."  ownpods/ownpods.go:22:6 write=true idempotent=false`,
		`own_status "Show an order's status."  ownpods/ownpods.go:30:6 write=false idempotent=null`,
		`sdk_refund "Refund an order." order_id sdkbilling/sdkbilling.go:19:4 write=true idempotent=false`,
		`chat_refund "Refund an order from a chat." order_id handlers/chat.go:14:16 write=true idempotent=false`,
		`chat_status "Show an order's status from a chat." order_id handlers/chat.go:22:16 write=false idempotent=null`,
		`create_refund "Create a refund." order_id server/server.go:39:6 write=true idempotent=false`,
	}
	if !slices.Equal(lines, want) {
		t.Errorf("inventory:\n%s\nwant:\n%s", strings.Join(lines, "\n"), strings.Join(want, "\n"))
	}
}

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
	slowTest(t, "compiles mcp-go and uuid for go vet (1.5 min cold)")
	got := reportsOfBoth(t, testdataDir(t, "vetkeys"))
	want := []string{
		`a/a.go:26:3: place_fallback takes its idempotency key "idempotency_key" from the model`,
		"a/a.go:30:10: the idempotency key of place_fallback comes from ids.NewString (uuid.New underneath), which differs on every call",
		"a/a.go:44:59: the idempotency key of place_deep comes from deep.ID (uuid.New underneath), which differs on every call",
		"a/a.go:78:31: place_logged calls CreateOrder with no idempotency key and no ledger lookup before it",
	}
	reportsContain(t, got, want)
	for mode, lines := range got {
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
	sameReports(t, got)
}
