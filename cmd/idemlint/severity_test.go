package main_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestSeverity checks how the drivers carry a finding's harm (issue 29):
// a tool whose only write is an idempotent DELETE returns its timeout as
// a failure and says nothing on retries. Those findings are of low harm:
// absent by default, and with -hygiene (or hygiene: true in
// .idemlint.yml) shown as "(check, low)" in text, severity "low" and
// category "hygiene" in -json, and level "note" in SARIF. The examples'
// refund findings stay "high" and are shown either way.
func TestSeverity(t *testing.T) {
	if testing.Short() {
		t.Skip("loads the real frameworks; skipped in -short mode")
	}
	dir := copyExamples(t, testRepoRoot(t))
	write(t, filepath.Join(dir, "mcpgo", "holds", "holds.go"), `package holds

import (
	"context"
	"net/http"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Register adds the release_hold tool to s.
func Register(s *server.MCPServer) {
	tool := mcp.NewTool("release_hold",
		mcp.WithDescription("Release a hold on an order."),
		mcp.WithString("hold_id", mcp.Required()),
	)
	s.AddTool(tool, func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		id, err := req.RequireString("hold_id")
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		r, err := http.NewRequestWithContext(ctx, http.MethodDelete, "https://pay.example/holds/"+id, nil)
		if err != nil {
			return nil, err
		}
		resp, err := http.DefaultClient.Do(r)
		if err != nil {
			return nil, err
		}
		resp.Body.Close()
		return mcp.NewToolResultText("released"), nil
	})
}
`)
	bin := idemlintBinary(t)
	holds := func(out string) (lines []string) {
		for line := range strings.SplitSeq(out, "\n") {
			if strings.HasPrefix(line, "mcpgo/holds/") {
				lines = append(lines, line)
			}
		}
		return lines
	}

	def := run(t, dir, bin, "./...")
	if got := holds(def.stdout); len(got) != 0 {
		t.Errorf("by default, findings of low harm are shown:\n%s", strings.Join(got, "\n"))
	}
	if !strings.Contains(def.stdout, "refund") || strings.Contains(def.stdout, ", low") {
		t.Errorf("by default, want the refund findings and none of low harm:\n%s", def)
	}

	hyg := run(t, dir, bin, "-hygiene", "./...")
	low := holds(hyg.stdout)
	checks := map[string]bool{}
	for _, line := range low {
		if !strings.HasSuffix(line, ", low)") && !strings.HasSuffix(line, ", low, fixable)") {
			t.Errorf("-hygiene: %q is not marked low", line)
		}
		for _, c := range []string{"timeouterr", "retrydoc"} {
			if strings.Contains(line, "("+c+",") {
				checks[c] = true
			}
		}
	}
	if !checks["timeouterr"] || !checks["retrydoc"] {
		t.Errorf("-hygiene: want timeouterr and retrydoc on release_hold, marked low; got\n%s", strings.Join(low, "\n"))
	}
	if strings.Count(hyg.stdout, ", low") != len(low) {
		t.Errorf("-hygiene: findings outside release_hold are marked low:\n%s", hyg.stdout)
	}

	// -fix fixes what it reports: the refund tools, not release_hold.
	holdsFile := filepath.Join(dir, "mcpgo", "holds", "holds.go")
	holdsBefore, _ := os.ReadFile(holdsFile)
	run(t, dir, bin, "-fix", "./...")
	if after, _ := os.ReadFile(holdsFile); string(after) != string(holdsBefore) {
		t.Errorf("-fix without -hygiene changed release_hold, whose findings it does not report:\n%s", after)
	}

	// The setting in the file does what the flag does.
	write(t, filepath.Join(dir, ".idemlint.yml"), "hygiene: true\n")
	if got := holds(run(t, dir, bin, "./...").stdout); len(got) != len(low) {
		t.Errorf("hygiene: true in .idemlint.yml: %d findings on release_hold, -hygiene gives %d", len(got), len(low))
	}

	r := run(t, dir, bin, "-json", "./...")
	var lows, highs int
	for _, d := range jsonFindings(t, r) {
		inHolds := strings.Contains(d.Posn, filepath.Join("mcpgo", "holds"))
		switch {
		case d.Severity == "low" && d.Category == "hygiene" && inHolds:
			lows++
		case d.Severity == "low" && d.Category == "hygiene" && recovered(d.check, d.Posn):
		case d.Severity == "high" && !inHolds:
			highs++
		default:
			t.Errorf("-json: %s at %s has severity %q, category %q", d.check, d.Posn, d.Severity, d.Category)
		}
	}
	if lows != len(low) || highs == 0 {
		t.Errorf("-json: %d low and %d high findings, want %d low and some high", lows, highs, len(low))
	}

	r = run(t, dir, bin, "-sarif", "./...")
	var log struct {
		Runs []struct {
			Results []struct {
				RuleID    string `json:"ruleId"`
				Level     string `json:"level"`
				Locations []struct {
					PhysicalLocation struct {
						ArtifactLocation struct{ URI string } `json:"artifactLocation"`
					} `json:"physicalLocation"`
				} `json:"locations"`
			} `json:"results"`
		} `json:"runs"`
	}
	if err := json.Unmarshal([]byte(r.stdout), &log); err != nil || len(log.Runs) != 1 {
		t.Fatalf("-sarif: %v\n%s", err, r)
	}
	notes := 0
	for _, res := range log.Runs[0].Results {
		uri := res.Locations[0].PhysicalLocation.ArtifactLocation.URI
		inHolds := strings.Contains(uri, "mcpgo/holds/")
		if inHolds != (res.Level == "note") && !(res.Level == "note" && recovered(res.RuleID, uri)) {
			t.Errorf("-sarif: %s in %s has level %q", res.RuleID, res.Locations[0].PhysicalLocation.ArtifactLocation.URI, res.Level)
		}
		if inHolds {
			notes++
		}
	}
	if notes != len(low) {
		t.Errorf("-sarif: %d notes, want %d", notes, len(low))
	}
}

// recovered reports whether a finding is the lost result of the refund
// tool that -fix gave a derived key: the provider answers a retry with
// the same refund, so losing it is of low harm (issue 29), and the
// hygiene: true run lists it.
func recovered(check, path string) bool {
	return check == "lostresult" && strings.Contains(filepath.ToSlash(path), "mcpgo/broken/refund.go")
}
