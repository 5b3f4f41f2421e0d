package analyzers_test

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/idemlint/idemlint/analyzers"
	"golang.org/x/tools/go/analysis/checker"
)

// TestCostLinearInTools runs every check on one package of n tools and
// on one of 8n, and fails when the second costs more than 20 times the
// first: a term quadratic in the tools of a package makes it 64 (issue
// 30: 3,000 tools in one package took 9 minutes, one per package
// seconds). Loading is left out of the times; each is the best of two.
func TestCostLinearInTools(t *testing.T) {
	if testing.Short() {
		t.Skip("analyses 1,350 generated tools; skipped in -short mode")
	}
	const n, factor, limit = 150, 8, 20
	small, large := analysisTime(t, n), analysisTime(t, factor*n)
	ratio := float64(large) / float64(small)
	t.Logf("%d tools: %v; %d tools: %v (%.1f×)", n, small, factor*n, large, ratio)
	if ratio > limit {
		t.Errorf("%d times the tools cost %.1f times as much (limit %d): a quadratic term in the tools of a package", factor, ratio, limit)
	}
}

// analysisTime generates a package of n tools and returns the shorter of
// two runs of the suite on it.
func analysisTime(t *testing.T, n int) time.Duration {
	gopath := t.TempDir()
	for _, stub := range []string{"mark3labs/mcp-go", "google/uuid"} {
		from := filepath.Join("..", "testdata", "src", "github.com", stub)
		if err := os.CopyFS(filepath.Join(gopath, "src", "github.com", stub), os.DirFS(from)); err != nil {
			t.Fatal(err)
		}
	}
	dir := filepath.Join(gopath, "src", "many")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "tools.go"), []byte(manyTools(n)), 0o644); err != nil {
		t.Fatal(err)
	}
	pkgs := loadFixtures(t, gopath, false, "many")
	best := time.Duration(1 << 62)
	for range 2 {
		start := time.Now()
		if _, err := checker.Analyze(analyzers.Suite, pkgs, nil); err != nil {
			t.Fatal(err)
		}
		best = min(best, time.Since(start))
	}
	return best
}

// manyTools is a package of n mcp-go tools in three shapes (a literal
// handler, a method, a shared helper), each a charge under a timeout
// whose key comes from the model: every check that reads a tool has work
// in each.
func manyTools(n int) string {
	var b strings.Builder
	b.WriteString(`package many

import (
	"context"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type Payments interface {
	Charge(ctx context.Context, orderID string, cents int64, idempotencyKey string) (string, error)
}

var pay Payments

type handlers struct{ pay Payments }

func charge(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	ctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	id, err := pay.Charge(ctx, req.GetString("order_id", ""), int64(req.GetInt("amount", 0)), req.GetString("idempotency_key", ""))
	if err != nil {
		return nil, err
	}
	return mcp.NewToolResultText(id), nil
}

func Register(s *server.MCPServer) {
	h := &handlers{pay: pay}
`)
	var methods strings.Builder
	for i := range n {
		decl := fmt.Sprintf(`mcp.NewTool("charge_%[1]d",
		mcp.WithDescription("Charge order %[1]d."),
		mcp.WithString("order_id", mcp.Required()),
		mcp.WithNumber("amount", mcp.Required()),
		mcp.WithString("idempotency_key"),
	)`, i)
		body := `ctx, cancel := context.WithTimeout(ctx, 10*time.Second)
		defer cancel()
		orderID := req.GetString("order_id", "")
		amount := req.GetInt("amount", 0)
		key := req.GetString("idempotency_key", "")
		id, err := pay.Charge(ctx, orderID, int64(amount), key)
		if err != nil {
			return nil, err
		}
		return mcp.NewToolResultText(id), nil
`
		switch i % 3 {
		case 0:
			fmt.Fprintf(&b, "\ts.AddTool(%s, func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {\n\t\t%s\t})\n", decl, body)
		case 1:
			fmt.Fprintf(&b, "\ts.AddTool(%s, h.Charge%d)\n", decl, i)
			fmt.Fprintf(&methods, "\nfunc (h *handlers) Charge%d(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {\n\tpay := h.pay\n\t%s}\n", i, body)
		case 2:
			fmt.Fprintf(&b, "\ts.AddTool(%s, charge)\n", decl)
		}
	}
	b.WriteString("}\n")
	b.WriteString(methods.String())
	return b.String()
}
