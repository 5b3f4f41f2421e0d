package main_test

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"
)

// TestVetAgents checks agent applications' own tool abstractions (A1–A3 of
// design/real-shapes.md) in a module with the real go-openai, openai-go
// and anthropic-sdk-go, standalone and under the real go vet: an
// interface converted in its own package (A1, go-openai), one recognised
// by its shape because its conversion sits in a package the
// implementers never import (anthropic), a table of definitions whose
// handlers a helper picks by name (A2, openai-go), and a map keyed by the
// tools' names (A3, go-openai); and charm.land/fantasy's function tools,
// from the real module. Every body check runs on their handlers; the
// read-only tools stay silent.
func TestVetAgents(t *testing.T) {
	slowTest(t, "compiles go-openai, openai-go and anthropic-sdk-go for go vet (2 min cold)")
	dir := testdataDir(t, "agents")
	got := reportsOfBoth(t, dir)
	var wants []string
	for _, w := range []struct{ pos, tool string }{
		{"actions/actions.go:27:16", "create_issue"},
		{"builtin/builtin.go:17:51", "post_message"},
		{"mail/mail.go:16:36", "send_email"},
		{"builtins/builtins.go:14:30", "http_post"},
		{"fantasytools/fantasytools.go:18:45", "add_comment"},
	} {
		wants = append(wants, w.pos+": the description of "+w.tool+" does not say whether retrying is safe")
	}
	wants = append(wants,
		"actions/actions.go:42:36: create_issue calls Do with no idempotency key and no ledger lookup before it",
		"actions/actions.go:44:3: a timeout from Do is returned as a failure",
		"builtin/builtin.go:30:24: post_message calls http.Post with no idempotency key",
		"mail/mail.go:44:25: send_email calls smtp.SendMail with no idempotency key",
		"mail/mail.go:45:3: a timeout from SendMail is returned as a failure",
		"builtins/builtins.go:26:24: http_post calls http.Post with no idempotency key",
		"fantasytools/fantasytools.go:20:26: add_comment calls http.Post with no idempotency key",
		"fantasytools/fantasytools.go:22:5: a timeout from Post is returned as a failure",
	)
	reportsContain(t, got, wants)
	for mode, lines := range got {
		joined := strings.Join(lines, "\n")
		for _, quiet := range []string{"search_issues", "list_inbox", "time_now", "view_issue", "agent/", "llm/", "registry/", "engine/", "agenttypes/"} {
			if strings.Contains(joined, quiet) {
				t.Errorf("%s: %s must be silent (read-only tools, the conversions):\n%s", mode, quiet, joined)
			}
		}
	}
	sameReports(t, got)

	r := run(t, dir, idemlintBinary(t), "inventory", "-json", "./...")
	if r.exit != 0 {
		t.Fatalf("inventory: exit %d\n%s", r.exit, r)
	}
	var entries []struct {
		Name, Framework, Via, Handler string
		Write                         *bool
	}
	if err := json.Unmarshal([]byte(r.stdout), &entries); err != nil {
		t.Fatalf("inventory -json: %v\n%s", err, r.stdout)
	}
	var lines []string
	for _, e := range entries {
		lines = append(lines, fmt.Sprintf("%s %s(%s) %s write=%v", e.Name, e.Framework, e.Via, e.Handler, e.Write != nil && *e.Write))
	}
	want := []string{
		"create_issue own(agenttypes.Action) IssueOpener.Run write=true",
		"search_issues own(agenttypes.Action) Search.Run write=false",
		"post_message own(tooling.Tool) PostMessage.Execute write=true",
		"http_post own(engine.Tool) httpPost write=true",
		"time_now own(engine.Tool) literal write=false",
		"add_comment fantasy() literal write=true",
		"view_issue fantasy() literal write=false",
		"send_email own(registry.Def) Mail.send write=true",
		"list_inbox own(registry.Def) Mail.list write=false",
	}
	if !slices.Equal(lines, want) {
		t.Errorf("inventory:\n%s\nwant:\n%s", strings.Join(lines, "\n"), strings.Join(want, "\n"))
	}
}
