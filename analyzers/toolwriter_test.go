package analyzers_test

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/idemlint/idemlint/analyzers"
	"github.com/idemlint/idemlint/config"
	"github.com/idemlint/idemlint/internal/bodies"
	"github.com/idemlint/idemlint/internal/checker"
	"github.com/idemlint/idemlint/internal/loader"
	"golang.org/x/tools/go/packages"
)

// The tool writer assembles an mcp-go tool from fragments, correct by
// construction: its key is derived from every identifying parameter, a
// timeout is reported as an unknown outcome, and the description says
// what a retry does. Then it breaks one rule, and exactly that rule's
// check must report (issue 30). The handler takes one of the shapes real
// servers use, none of which may change a finding.

// Handler shapes.
const (
	shapeLiteral  = iota // s.AddTool(tool, func(...) {...})
	shapeMethod          // s.AddTool(tool, h.Charge)
	shapeVariable        // charge := func(...) {...}; s.AddTool(tool, charge)
	shapeClosure         // s.AddTool(tool, func() server.ToolHandlerFunc { return func(...) {...} }())
	shapeHelper          // the write in a helper the handler calls
	numShapes
)

// Broken rules, the check that must report each, and any other the
// break makes true: a key the model or a random source chooses also
// makes the tool's idempotentHint(true) false (hintmismatch).
var broken = []struct {
	rule, check string
	also        []string
}{
	{"none", "", nil},
	{"no retry sentence", "retrydoc", nil},
	{"timeout returned as a failure", "timeouterr", nil},
	{"key from part of the arguments", "partialkey", nil},
	{"key from the model", "modelkey", []string{"hintmismatch"}},
	{"key from a random source", "volatilekey", []string{"hintmismatch"}},
}

// A toolSpec is one generated tool.
type toolSpec struct {
	shape  int
	params int // identifying parameters: 1 to 3
	broken int // index in broken
}

func specOf(shape, params, brk uint8) toolSpec {
	s := toolSpec{shape: int(shape) % numShapes, params: 1 + int(params)%3, broken: int(brk) % len(broken)}
	if broken[s.broken].check == "partialkey" && s.params == 1 {
		s.params = 2 // part of one argument is none
	}
	return s
}

func (s toolSpec) String() string {
	names := []string{"literal", "method", "variable", "closure", "helper"}
	return fmt.Sprintf("%s handler, %d parameters, %s", names[s.shape], s.params, broken[s.broken].rule)
}

var toolParams = []struct{ json, local, read, verb string }{
	{"order_id", "orderID", `req.GetString("order_id", "")`, "%q"},
	{"amount", "amount", `req.GetInt("amount", 0)`, "%d"},
	{"currency", "currency", `req.GetString("currency", "")`, "%q"},
}

// source returns the package pkg holding the tool.
func (s toolSpec) source(pkg string) string {
	rule := broken[s.broken].check
	desc := "Charge an order. Safe to retry: the same arguments charge once."
	if rule == "retrydoc" {
		desc = "Charge an order."
	}
	var opts, reads, locals, verbs []string
	opts = append(opts, fmt.Sprintf("mcp.WithDescription(%q)", desc))
	for _, p := range toolParams[:s.params] {
		with := "WithString"
		if p.verb == "%d" {
			with = "WithNumber"
		}
		opts = append(opts, fmt.Sprintf("mcp.%s(%q, mcp.Required())", with, p.json))
		reads = append(reads, fmt.Sprintf("%s := %s", p.local, p.read))
		locals = append(locals, p.local)
		verbs = append(verbs, p.verb)
	}
	if rule == "modelkey" {
		opts = append(opts, `mcp.WithString("idempotency_key")`)
	}
	opts = append(opts, "mcp.WithIdempotentHintAnnotation(true)")

	var key string
	switch rule {
	case "partialkey":
		key = fmt.Sprintf("sum := sha256.Sum256(fmt.Appendf(nil, %q, %s))\n\tkey := hex.EncodeToString(sum[:])",
			"charge_order|"+strings.Join(verbs[:len(verbs)-1], "|"), strings.Join(locals[:len(locals)-1], ", "))
	case "modelkey":
		key = `key := req.GetString("idempotency_key", "")`
	case "volatilekey":
		key = "key := uuid.NewString()"
	default:
		key = fmt.Sprintf("sum := sha256.Sum256(fmt.Appendf(nil, %q, %s))\n\tkey := hex.EncodeToString(sum[:])",
			"charge_order|"+strings.Join(verbs, "|"), strings.Join(locals, ", "))
	}
	cents := "0"
	if s.params >= 2 {
		cents = "int64(amount)"
	}
	write := fmt.Sprintf("pay.Charge(ctx, %s, %s, key)", locals[0], cents)
	var helper string
	if s.shape == shapeHelper {
		helper = fmt.Sprintf("\nfunc charge(ctx context.Context, orderID string, cents int64, key string) (string, error) {\n\treturn pay.Charge(ctx, orderID, cents, key)\n}\n")
		write = fmt.Sprintf("charge(ctx, %s, %s, key)", locals[0], cents)
	}
	timeout := `if errors.Is(err, context.DeadlineExceeded) || os.IsTimeout(err) {
		return mcp.NewToolResultText("Outcome unknown. Calling again with the same arguments is safe."), nil
	}
	`
	if rule == "timeouterr" {
		timeout = ""
	}
	body := fmt.Sprintf(`%s
	%s
	id, err := %s
	%sif err != nil {
		return mcp.NewToolResultError("charge failed: " + err.Error()), nil
	}
	return mcp.NewToolResultText(id), nil
`, strings.Join(reads, "\n\t"), key, write, timeout)
	if s.params == 3 {
		// The currency is only ever part of the key.
		body = strings.Replace(body, "id, err :=", "_ = currency\n\tid, err :=", 1)
	}
	const sig = "(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error)"
	tool := fmt.Sprintf("mcp.NewTool(\"charge_order\",\n\t\t%s,\n\t)", strings.Join(opts, ",\n\t\t"))
	var register, methods string
	switch s.shape {
	case shapeLiteral, shapeHelper:
		register = fmt.Sprintf("s.AddTool(%s, func%s {\n\t%s})", tool, sig, body)
	case shapeMethod:
		register = fmt.Sprintf("h := &handlers{}\n\ts.AddTool(%s, h.Charge)", tool)
		methods = fmt.Sprintf("\ntype handlers struct{}\n\nfunc (h *handlers) Charge%s {\n\t%s}\n", sig, body)
	case shapeVariable:
		register = fmt.Sprintf("charge := func%s {\n\t%s}\n\ts.AddTool(%s, charge)", sig, body, tool)
	case shapeClosure:
		register = fmt.Sprintf("s.AddTool(%s, func() server.ToolHandlerFunc {\n\treturn func%s {\n\t%s}\n\t}())", tool, sig, body)
	}
	src := fmt.Sprintf(`// Package %s is a generated tool: %s.
package %s

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"os"

	"github.com/google/uuid"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

var (
	_ = sha256.Sum256
	_ = hex.EncodeToString
	_ = errors.Is
	_ = fmt.Appendf
	_ = os.IsTimeout
	_ = uuid.NewString
)

type Payments interface {
	Charge(ctx context.Context, orderID string, cents int64, idempotencyKey string) (string, error)
}

var pay Payments

func Register(s *server.MCPServer) {
	%s
}
%s%s`, pkg, s, pkg, register, methods, helper)
	return src
}

// toolWriterGOPATH makes a GOPATH with the framework stubs and one
// package per spec, named p0, p1, ...
func toolWriterGOPATH(t *testing.T, specs []toolSpec) string {
	gopath := t.TempDir()
	for _, stub := range []string{"mark3labs/mcp-go", "google/uuid"} {
		from := filepath.Join("..", "testdata", "src", "github.com", stub)
		if err := os.CopyFS(filepath.Join(gopath, "src", "github.com", stub), os.DirFS(from)); err != nil {
			t.Fatal(err)
		}
	}
	for i, s := range specs {
		dir := filepath.Join(gopath, "src", fmt.Sprintf("p%d", i))
		if err := os.MkdirAll(dir, 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, "tool.go"), []byte(s.source(fmt.Sprintf("p%d", i))), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return gopath
}

// checkToolWriter analyses the specs' packages and checks that each has
// exactly the findings its broken rule calls for.
func checkToolWriter(t *testing.T, specs []toolSpec) {
	// The tools are correct but for the broken rule, so a missing retry
	// sentence is of low harm: check under the strictest setting.
	config.SetOverrides(&config.Config{Hygiene: true})
	defer config.SetOverrides(nil)
	gopath := toolWriterGOPATH(t, specs)
	var patterns []string
	for i := range specs {
		patterns = append(patterns, fmt.Sprintf("p%d", i))
	}
	got := make(map[string][]string) // package: checks
	for _, r := range analyseLoading(t, gopath, patterns) {
		got[r.pkg] = append(got[r.pkg], r.check+": "+r.message)
	}
	for i, s := range specs {
		pkg := fmt.Sprintf("p%d", i)
		var checks []string
		for _, f := range got[pkg] {
			check, _, _ := strings.Cut(f, ":")
			checks = append(checks, check)
		}
		slices.Sort(checks)
		checks = slices.Compact(checks)
		var want []string
		if c := broken[s.broken].check; c != "" {
			want = append([]string{c}, broken[s.broken].also...)
			slices.Sort(want)
		}
		if !slices.Equal(checks, want) && !(len(checks) == 0 && len(want) == 0) {
			t.Errorf("%s (%s): checks %v, want %v\n%s\n%s", pkg, s, checks, want, strings.Join(got[pkg], "\n"), s.source(pkg))
		}
	}
}

type toolReport struct{ pkg, check, message string }

// analyseLoading runs the suite on the packages as the standalone command
// does (internal/loader, the standard library's bodies unread): fast
// enough for a fuzzing worker, which must answer within 10 s.
func analyseLoading(t *testing.T, gopath string, patterns []string) []toolReport {
	t.Helper()
	initial, ld, err := loader.Metadata(packages.Config{Dir: gopath, Env: gopathEnv(gopath)}, patterns...)
	if err != nil {
		t.Fatal(err)
	}
	ld.SkipObjectResolution = true
	ld.IgnoreFuncBodies = bodies.Unread(initial)
	graph, err := checker.AnalyzeLoading(analyzers.Suite, initial, initial, ld)
	if err != nil {
		t.Fatal(err)
	}
	var out []toolReport
	for _, act := range graph.Roots {
		if act.Err != nil {
			t.Fatalf("%s: %v", act, act.Err)
		}
		for _, d := range act.Diagnostics {
			out = append(out, toolReport{act.Package.Name, act.Analyzer.Name, d.Message})
		}
	}
	return out
}

// TestToolWriterSeeds runs the tool writer on every shape, with one to
// three parameters, with every rule broken in turn (the whole space the
// fuzz target's inputs map to), analysed in one load.
func TestToolWriterSeeds(t *testing.T) {
	if testing.Short() {
		t.Skip("analyses 90 generated packages; skipped in -short mode")
	}
	var specs []toolSpec
	for shape := range numShapes {
		for params := range 3 {
			for brk := range broken {
				specs = append(specs, specOf(uint8(shape), uint8(params), uint8(brk)))
			}
		}
	}
	checkToolWriter(t, specs)
}

// FuzzToolWriter writes one tool per input.
//
//	go test ./analyzers -run XXX -fuzz FuzzToolWriter -fuzztime 10m
func FuzzToolWriter(f *testing.F) {
	for shape := range numShapes {
		for brk := range broken {
			f.Add(uint8(shape), uint8(shape+brk), uint8(brk))
		}
	}
	f.Fuzz(func(t *testing.T, shape, params, brk uint8) {
		checkToolWriter(t, []toolSpec{specOf(shape, params, brk)})
	})
}
