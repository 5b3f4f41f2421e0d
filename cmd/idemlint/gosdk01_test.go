package main_test

import (
	"strings"
	"testing"
)

// TestGoSDKv01 runs the built binary on testdata/gosdk01, a module that
// requires the first release of the MCP go-sdk, v0.1.0, whose
// mcp.NewServerTool declares and binds a tool at once and whose handlers
// take (ctx, *ServerSession, *CallToolParamsFor[In]): no stub mirrors
// that API (the stubs are of v1), so the real module proves it.
func TestGoSDKv01(t *testing.T) {
	if testing.Short() {
		t.Skip("loads go-sdk v0.1.0 from the module proxy; skipped in -short mode")
	}
	dir := testdataDir(t, "gosdk01")
	tools := runInventory(t, dir, "./...")
	checkWrites(t, tools, map[string]writeWant{
		"start_pipeline_run": {write: true, detail: "POST"},
		"get_pipeline":       {},
	})
	for _, tool := range tools {
		if tool.Handler == "" || tool.Handler == "none" {
			t.Errorf("%s: no handler linked", tool.Name)
		}
	}
	got := reportsOfBoth(t, dir)
	reportsContain(t, got, []string{
		"start_pipeline_run calls Do with no idempotency key and no ledger lookup before it",
	})
	for mode, lines := range got {
		if joined := strings.Join(lines, "\n"); strings.Contains(joined, "get_pipeline") {
			t.Errorf("%s: get_pipeline only reads but was reported:\n%s", mode, joined)
		}
	}
	sameReports(t, got)
}
