package main_test

import (
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// A reregistration rewrites an example so that its tool is registered
// through a helper of the example's own, as real servers do.
type reregistration struct {
	name   string
	call   string // replaces the framework call that registers the tool
	helper string // appended to the file
}

var reregistrations = map[string]struct {
	file, direct string
	ways         []reregistration
}{
	"mcpgo": {
		file:   "mcpgo/broken/refund.go",
		direct: "s.AddTool(tool, ",
		ways: []reregistration{
			{"plain", "register(s, tool, ", `
func register(s *server.MCPServer, t mcp.Tool, h server.ToolHandlerFunc) { s.AddTool(t, h) }
`},
			{"generic", "register(s, tool, ", `
func register[H ~func(context.Context, mcp.CallToolRequest) (*mcp.CallToolResult, error)](s *server.MCPServer, t mcp.Tool, h H) {
	s.AddTool(t, server.ToolHandlerFunc(h))
}
`},
			{"closure", "registrar(s)(tool, ", `
func registrar(s *server.MCPServer) func(mcp.Tool, server.ToolHandlerFunc) {
	return func(t mcp.Tool, h server.ToolHandlerFunc) { s.AddTool(t, h) }
}
`},
		},
	},
	"gosdk": {
		file:   "gosdk/broken/refund.go",
		direct: "mcp.AddTool(s, ",
		ways: []reregistration{
			{"plain", "register(s, ", `
func register(s *mcp.Server, t *mcp.Tool, h mcp.ToolHandlerFor[refundIn, refundOut]) { mcp.AddTool(s, t, h) }
`},
			{"generic", "register(s, ", `
func register[In, Out any](s *mcp.Server, t *mcp.Tool, h mcp.ToolHandlerFor[In, Out]) { mcp.AddTool(s, t, h) }
`},
			{"closure", "registrar[refundIn, refundOut](s)(", `
func registrar[In, Out any](s *mcp.Server) func(*mcp.Tool, mcp.ToolHandlerFor[In, Out]) {
	return func(t *mcp.Tool, h mcp.ToolHandlerFor[In, Out]) { mcp.AddTool(s, t, h) }
}
`},
		},
	},
}

// TestReregisteredExamples checks that every tool of examples/ yields the
// same findings when it is registered through a helper (plain, generic,
// or returned by a closure) as when it is registered directly. (Before
// tool layers were followed, the broken mcp-go example went from six
// reports to none.) The openai-go example dispatches on the tool's name
// and has no registration call to wrap.
func TestReregisteredExamples(t *testing.T) {
	if testing.Short() {
		t.Skip("loads the real frameworks; skipped in -short mode")
	}
	bin := idemlintBinary(t)
	root := testRepoRoot(t)
	examples := filepath.Join(root, "examples")
	direct := run(t, examples, bin, "./mcpgo/broken/", "./gosdk/broken/")
	if direct.exit != 3 {
		t.Fatalf("direct registration: want exit 3, got %d\n%s", direct.exit, direct)
	}
	want := findingLines(examples, direct.stdout)
	if len(want) == 0 {
		t.Fatalf("direct registration: no finding on stdout\n%s", direct)
	}
	for _, example := range []string{"mcpgo", "gosdk"} {
		rr := reregistrations[example]
		for _, way := range rr.ways {
			t.Run(example+"/"+way.name, func(t *testing.T) {
				dir := copyExamples(t, root)
				path := filepath.Join(dir, rr.file)
				src, err := os.ReadFile(path)
				if err != nil {
					t.Fatal(err)
				}
				if strings.Count(string(src), rr.direct) != 1 {
					t.Fatalf("%s: want exactly one %q", rr.file, rr.direct)
				}
				rewritten := strings.Replace(string(src), rr.direct, way.call, 1) + way.helper
				if err := os.WriteFile(path, []byte(rewritten), 0o644); err != nil {
					t.Fatal(err)
				}
				got := run(t, dir, bin, "./mcpgo/broken/", "./gosdk/broken/")
				if got.exit != 3 {
					t.Fatalf("want exit 3, got %d\n%s", got.exit, got)
				}
				if lines := findingLines(dir, got.stdout); !slices.Equal(lines, want) {
					t.Errorf("findings differ from direct registration:\ndirect:\n%s\nthrough %s helper:\n%s",
						strings.Join(want, "\n"), way.name, strings.Join(lines, "\n"))
				}
			})
		}
	}
}

var column = regexp.MustCompile(`^([^:]+:\d+):\d+:`)

// findingLines returns the report lines with paths relative to dir and
// without columns (the rewritten registration line is shifted), sorted.
func findingLines(dir, out string) []string {
	var lines []string
	for _, line := range reportLines(dir, out) {
		lines = append(lines, column.ReplaceAllString(line, "$1:"))
	}
	slices.Sort(lines)
	return lines
}
