package tools_test

import (
	"testing"

	"github.com/idemlint/idemlint/internal/checktest"
	"github.com/idemlint/idemlint/passes/tools"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/analysistest"
)

// report turns every tool found into a diagnostic at its declaration, so
// fixtures can state what must be found with // want, and anything found
// that is not wanted fails the test.
var report = &analysis.Analyzer{
	Name:     "toolreport",
	Doc:      "report every tool found (test only)",
	Requires: []*analysis.Analyzer{tools.Analyzer},
	Run: func(pass *analysis.Pass) (any, error) {
		for _, t := range pass.ResultOf[tools.Analyzer].([]*tools.Tool) {
			pass.Reportf(t.Pos(), "%s", t.Summary())
		}
		return nil, nil
	},
}

func TestFrameworks(t *testing.T) {
	for _, pkg := range []string{
		"mcpgo", "gosdk", "openaigo", "goopenai", "anthropic", "anthropic2",
		"langchaingo", "langbuiltin", "eino", "genkit", "adk", "genai", "fantasy", "trpc", "gollem", "genailegacy", "directive",
		"mcpgolang", "mcpgolang/args", "gomcp", "gosdkpairs", "igadk", "mcpgodefs/...", "mcpgovars/...", "foxy",
	} {
		t.Run(pkg, func(t *testing.T) {
			checktest.Run(t, report, "inventory/"+pkg)
		})
	}
}

// TestFrameworkExamples checks that an example program inside a
// framework's own module is a server like any other, while the rest of
// the module is the framework's API.
func TestFrameworkExamples(t *testing.T) {
	checktest.Run(t, report, "github.com/mark3labs/mcp-go/examples/refund")
	for path, want := range map[string]bool{
		"github.com/mark3labs/mcp-go/server":                           true,
		"github.com/mark3labs/mcp-go/examples/everything":              false,
		"github.com/modelcontextprotocol/go-sdk/examples/server/hello": false,
		"github.com/firebase/genkit/go/samples/menu":                   false,
		"github.com/firebase/genkit/go/plugins/internal/_example":      false,
		"github.com/mark3labs/mcp-go/examplesx":                        true,
		"example.com/examples/server":                                  false,
	} {
		if got := tools.InFramework(path); got != want {
			t.Errorf("InFramework(%q) = %v, want %v", path, got, want)
		}
	}
}

// TestLookalikes checks that packages named like a framework, methods
// named like its API and types shaped almost like its interfaces yield no
// tool.
func TestLookalikes(t *testing.T) {
	for _, pkg := range []string{"mcplookalike", "openailookalike", "langlookalike"} {
		t.Run(pkg, func(t *testing.T) {
			checktest.Run(t, report, "inventory/"+pkg)
		})
	}
}

// TestGenAISchemaTypes checks that genai's upper-case schema types read as
// the JSON schema types the checks compare with.
func TestGenAISchemaTypes(t *testing.T) {
	results := checktest.Run(t, tools.Analyzer, "inventory/genaitypes")
	if len(results) != 1 {
		t.Fatalf("%d results, want 1", len(results))
	}
	found := results[0].Result.([]*tools.Tool)
	if len(found) != 1 {
		t.Fatalf("%d tools, want 1", len(found))
	}
	want := map[string]string{
		"email": "string", "minutes": "integer", "weight": "number", "notify": "boolean",
		"guests": "array", "unknown": "", "implicit": "",
	}
	got := make(map[string]string)
	for _, p := range found[0].Params {
		got[p.Name] = p.SchemaType
		if p.Required != (p.Name == "email") {
			t.Errorf("%s: Required = %v", p.Name, p.Required)
		}
	}
	if len(got) != len(want) {
		t.Errorf("params %v, want %v", got, want)
	}
	for name, typ := range want {
		if got[name] != typ {
			t.Errorf("%s: SchemaType = %q, want %q", name, got[name], typ)
		}
	}
}

// TestOwnToolTypes checks agent applications' own tool abstractions:
// interfaces and structs converted to an SDK's tool (A1–A3 of
// design/real-shapes.md), and lookalikes that never reach a model.
func TestOwnToolTypes(t *testing.T) {
	for _, pkg := range []string{
		"agents/a1/...", "agents/b1/...", "agents/a2/...", "agents/a3/...", "agents/neg/...", "agents/held", "agents/wire/...", "agents/sibling/...", "agents/tables/...", "agents/fntool/...", "agents/callctx/...", "agents/ports/...", "agents/filter", "agents/xdispatch/...", "agents/wireconv/...", "agents/jsonmap/...", "agents/jsonmapvar/...", "agents/rawschema", "agents/structlayer/...", "agents/ownsdk/...", "agents/fork", "agents/registry/...", "agents/igsdk/...", "agents/served/...", "agents/splitcall/...", "agents/nodesc/...", "agents/regfunc/...", "agents/preview", "agents/flat", "agents/fieldrun", "agents/owndispatch/...", "agents/wiremcp", "agents/uiswitch/...", "agents/paired/...", "agents/anyparams/...", "layers/oldmcpgo", "agents/funcrun/...", "agents/kodeshape/...", "agents/callbacks", "layers/metadata/...", "agents/neutrallayer", "agents/neutrallayerwire", "agents/actioncall/...",
	} {
		t.Run(pkg, func(t *testing.T) {
			checktest.Run(t, report, pkg)
		})
	}
}

// TestLegacyGenAISchemaTypes checks that the deprecated generative-ai-go
// SDK's enum types read as JSON schema types.
func TestLegacyGenAISchemaTypes(t *testing.T) {
	results := checktest.Run(t, tools.Analyzer, "inventory/genailegacytypes")
	found := results[0].Result.([]*tools.Tool)
	if len(found) != 1 {
		t.Fatalf("%d tools, want 1", len(found))
	}
	got := make(map[string]string)
	for _, p := range found[0].Params {
		got[p.Name] = p.SchemaType
		if p.Required != (p.Name == "customer") {
			t.Errorf("%s: Required = %v", p.Name, p.Required)
		}
	}
	if got["customer"] != "string" || got["amount"] != "number" || len(got) != 2 {
		t.Errorf("params %v, want customer:string amount:number", got)
	}
}

// TestRequiredFromTags checks that parameters read from an input struct
// are required by each framework's own rule: mcp-golang's
// jsonschema:"required" tag alone; go-mcp's json tag without ",omitempty",
// overridden by a required tag; eino's ParameterInfo{Required: true} in
// the parameters map.
func TestRequiredFromTags(t *testing.T) {
	for pkg, want := range map[string]map[string]bool{
		"inventory/mcpgolang": {
			"issue_refund.order_id": true, "issue_refund.amount_cents": true, "issue_refund.reason": false,
			"get_order.order_id": false, "list_pods.namespace": true, "list_pods.label": false,
		},
		"inventory/gomcp": {
			"issue_refund.order_id": true, "issue_refund.amount_cents": true,
			"issue_refund.reason": false, "issue_refund.note": false, "get_weather.city": true,
		},
		"inventory/eino": {
			"void_invoice.invoice_id": true, "void_invoice.reason": false,
			"credit_account.customer_id": true, "credit_account.amount_cents": true,
		},
	} {
		// The fixture's // want lines are the inventory's: ignore them.
		results := analysistest.Run(ignore{}, checktest.TestData(t), tools.Analyzer, pkg)
		got := make(map[string]bool)
		for _, tool := range results[0].Result.([]*tools.Tool) {
			for _, p := range tool.Params {
				got[tool.Name+"."+p.Name] = p.Required
			}
		}
		for name, req := range want {
			if r, ok := got[name]; !ok || r != req {
				t.Errorf("%s: %s Required = %v (found %v), want %v", pkg, name, r, ok, req)
			}
		}
	}
}

// ignore is an analysistest.Testing that ignores what analysistest says.
type ignore struct{}

func (ignore) Errorf(string, ...any) {}
