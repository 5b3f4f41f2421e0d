package tools_test

import (
	"fmt"
	"maps"
	"slices"
	"strings"
	"testing"

	"github.com/idemlint/idemlint/internal/checktest"
	"github.com/idemlint/idemlint/passes/tools"
	"golang.org/x/tools/go/analysis/analysistest"
)

var layerPackages = []string{
	"layers/t1/toolkit", "layers/t1/billing",
	"layers/t2/handlers", "layers/t2/server",
	"layers/t2sdk/handlers", "layers/t2sdk/server",
	"layers/t3/toolkit", "layers/t3/incidents",
	"layers/h2/logs", "layers/h2/server",
	"layers/t5/i18n", "layers/t5/refunds",
	"layers/t6/requests", "layers/methodtable/tools", "layers/methodtable/server", "layers/prefix", "layers/paramname", "layers/rangetable", "layers/regwire/kit", "layers/regwire/orders", "layers/regwire/cmd", "layers/wrapmw", "layers/anonreg", "layers/carrierx/kit", "layers/carrierx/more", "layers/carrierx/tools",
	"layers/t4/api", "layers/t4/kube", "layers/t4/defaults", "layers/t4/pods", "layers/t4/mcpserver",
	"layers/genkit/toolkit", "layers/genkit/app",
	"layers/eino/toolkit", "layers/eino/app",
	"layers/anthropic/toolkit", "layers/anthropic/app",
	"layers/neg/shapes",
	"layers/t7/tools", "layers/t7/server", "layers/t7/sdktools", "layers/t7/sdkserver",
	"layers/reg/api", "layers/reg/tools", "layers/reg/cmd",
	"layers/fc/llm", "layers/fc/mmtools",
	"layers/regslice", "layers/rundefs", "layers/yamltools", "layers/split/tools", "layers/split/cmd",
	"layers/mcarrier/registry", "layers/mcarrier/tools", "layers/fwdcarrier", "layers/builtcarrier", "layers/builtkit/kit", "layers/builtkit/apps", "layers/builtkit/srv", "layers/ifaceadd", "layers/specs",
}

// TestLayers checks that tools declared through a program's own tool
// layer (T1-T6, H2 of design/real-shapes.md) are found once, at the call
// or literal that names them, with their handler, across packages, and
// that look-alikes yield nothing.
func TestLayers(t *testing.T) {
	checktest.Run(t, report, layerPackages...)
}

type quiet struct{ errs []string }

func (q *quiet) Errorf(format string, args ...any) {
	q.errs = append(q.errs, fmt.Sprintf(format, args...))
}

// TestLayerFacts checks the facts that carry tool layers to importers.
func TestLayerFacts(t *testing.T) {
	q := new(quiet) // tools reports nothing; only its facts are looked at
	results := analysistest.Run(q, checktest.TestData(t), tools.Analyzer, layerPackages...)
	got := make(map[string]string)
	for _, r := range results {
		for obj, facts := range r.Facts {
			key := ""
			switch {
			case obj == nil: // the package's own facts
				key = r.Pass.Pkg.Path() + " (package)"
			case strings.HasPrefix(obj.Pkg().Path(), "layers/"):
				key = obj.Pkg().Path() + "." + obj.Name()
			default:
				continue
			}
			// Several facts on one object are listed in order: the
			// order the pass exports them in is not fixed.
			var all []string
			for _, fact := range facts {
				all = append(all, fmt.Sprint(fact))
			}
			slices.Sort(all)
			got[key] = strings.Join(all, "; ")
		}
	}
	want := map[string]string{
		"layers/t1/toolkit.ServerTool":    "carrier(go-sdk tool=Tool handler=Handler)",
		"layers/t3/toolkit.Tool":          "carrier(mcp-go tool=Tool handler=Handler)",
		"layers/fwdcarrier.ToolDef":       "carrier(mcp-go tool=tool handler=handler request=1)",
		"layers/builtcarrier.Tool":        "carrier(mcp-go tool=Builder() handler=Handler)",
		"layers/builtkit/kit.Tool":        "carrier(mcp-go tool=Builder() handler=Handler)",
		"layers/t1/toolkit.New":           "layer(go-sdk handler=1 tool=0)",
		"layers/t1/toolkit.Unused":        "layer(go-sdk name=0)",
		"layers/t3/toolkit.MustTool":      "layer(mcp-go name=0 description=1 handler=2 options=3)",
		"layers/t3/toolkit.NewServerTool": "layer(mcp-go handler=1 tool=0)",
		"layers/t3/toolkit.Register":      "layer(mcp-go handler=2 tool=1)",
		"layers/t3/incidents.updateTool":  "layer(mcp-go name=0 description=1 handler=2)",
		"layers/yamltools.addIfExists":    "layer(mcp-go name=0 handler=1)",
		"layers/yamltools.label":          "passes(0)",
		"layers/t5/i18n.T":                "passes(1)",
		"layers/t5/i18n.Null":             "passes(1)",
		"layers/t5/i18n.Helper":           "passes(1)",
		"layers/prefix.toolName":          "passes(0)",
		"layers/t4/defaults.Name":         `default("mesh")`,
		"layers/genkit/toolkit.Define":    "layer(genkit name=1 description=2 handler=3)",
		"layers/eino/toolkit.Must":        "layer(eino name=0 description=1 handler=2)",
		"layers/anthropic/toolkit.Tool":   "layer(anthropic name=0 description=1 handler=2)",
		// T7: declarations that another package pairs with a handler.
		"layers/t7/tools.CreateIssueTool":  "declares create_issue (mcp-go)",
		"layers/t7/tools.CloseIssueTool":   "declares close_issue (mcp-go)",
		"layers/t7/tools.UpdateIssueTool":  "declares update_issue (mcp-go)",
		"layers/split/tools.NewIncrTool":   "declares incr (mcp-go)",
		"layers/t7/tools.GetContentTool":   "declares get_content (mcp-go)",
		"layers/t7/tools.UploadTool":       "declares upload (mcp-go)",
		"layers/t7/tools.UploadBase64Tool": "declares upload (mcp-go)",
		"layers/t7/sdktools.RefundTool":    "declares issue_refund (go-sdk)",
		// Registration tables: a factory field, a handler field; tools
		// bound to nothing here stay declarations.
		"layers/reg/tools.ToolRegistration":  "carrier(mcp-go tool=Tool handler=NewHandler())",
		"layers/reg/tools.PlainRegistration": "carrier(mcp-go tool=Tool handler=Handler)",
		// By shape, for packages that fill in a kit's type that no
		// binding of its own package reads.
		"layers/carrierx/kit.Tool": "carrier(mcp-go tool=Definition handler=Handler)",
		// The same, for the type's own literals, registered elsewhere.
		"layers/methodtable/tools.RegisteredTool": "carrier(mcp-go tool=Tool handler=Handler)",
		// An interface whose methods return the tool and its handler.
		"layers/mcarrier/registry.ToolRegistrar": "method carrier(mcp-go tool=GetTool() handler=GetHandler())",
		"layers/mcarrier/tools.GetTool":          "declares about (mcp-go)",        // About's, which no carrier binds
		"layers/ifaceadd.AddTool":                "layer(mcp-go handler=1 tool=0)", // filtered's, in front of the server
		// A spec value of the program's own type, paired with a handler.
		"layers/specs.serverToolFromSpec":  "layer(mcp-go handler=1 tool=0 spec)",
		"layers/specs.toolSpec":            "tool type(struct mcp-go decl= name=Name desc=Description schema= run=)",
		"layers/specs (package)":           "own tool types",
		"layers/reg/tools.RemoveItemsTool": "declares remove-items (mcp-go)",
		"layers/reg/tools.CountTool":       "declares count (mcp-go)",
		"layers/reg/tools.IgnoredTool":     "declares ignored (mcp-go)",
		// Where a neutral tool literal can be written: the package
		// declaring the type and those importing it, not kube or
		// defaults, nor neg/shapes with its look-alike type.
		"layers/t4/api (package)":       "neutral tool types",
		"layers/t4/mcpserver (package)": "neutral tool types",
		"layers/t4/pods (package)":      "neutral tool types",
		"layers/fc/llm (package)":       "neutral tool types",
		"layers/fc/mmtools (package)":   "neutral tool types",
		// A constructor and a binder, called one inside the other.
		"layers/paramname.newTool":  "layer(mcp-go name=0 options=1)",
		"layers/paramname.register": "layer(mcp-go handler=2 tool=1)",
		// A definition type whose field names tools at run time.
		"layers/rundefs (package)": "own tool types",
		"layers/rundefs.Def":       "tool type(struct mcp-go decl= name=Name desc=Description schema= run=)",
		// A server's own registry behind a forwarding server, its
		// handler type, and the declarations another package registers.
		"layers/regwire/kit (package)":          "neutral tool types; registry handler types",
		"layers/regwire/cmd (package)":          "neutral tool types",
		"layers/regwire/kit.RegisterTool":       "registers tool param 0 with handler param 1",
		"layers/regwire/kit.ToolHandler":        "a registry's tool handler type",
		"layers/regwire/orders (package)":       "dispatches ping; neutral tool types",
		"layers/regwire/orders.PingTool":        "declares ping (neutral)",
		"layers/regwire/orders.PlaceOrderTool":  "declares place_order (neutral)",
		"layers/regwire/orders.CancelOrderTool": "declares cancel_order (neutral)",
	}
	for _, k := range slices.Sorted(maps.Keys(want)) {
		if got[k] != want[k] {
			t.Errorf("%s: fact %q, want %q", k, got[k], want[k])
		}
	}
	for _, k := range slices.Sorted(maps.Keys(got)) {
		if _, ok := want[k]; !ok {
			t.Errorf("%s: unexpected fact %q", k, got[k])
		}
	}
}

// TestOwnLayerFacts checks the facts that carry constructors of an
// application's own tool type to the packages calling them, and that a
// constructor of a type that is no tool has none.
func TestOwnLayerFacts(t *testing.T) {
	q := new(quiet)
	results := analysistest.Run(q, checktest.TestData(t), tools.Analyzer, "agents/fntool/...")
	got := make(map[string]string)
	for _, r := range results {
		for obj, facts := range r.Facts {
			if obj == nil {
				continue
			}
			for _, fact := range facts {
				if _, ok := fact.(*tools.OwnLayer); ok {
					got[obj.Pkg().Path()+"."+obj.Name()] = fmt.Sprint(fact)
				}
			}
		}
	}
	want := map[string]string{
		"agents/fntool/functiontool.New":               "own layer(tool.CallableTool name=0.Name description=0.Description handler=1)",
		"agents/fntool/functiontool.NewWithValidation": "own layer(tool.CallableTool name=0.Name description=0.Description handler=1)",
		"agents/fntool/functiontool.NewSimple":         "own layer(tool.CallableTool name=0 description=1 handler=2)",
	}
	if !maps.Equal(got, want) {
		t.Errorf("own layer facts:\n got %v\nwant %v", got, want)
	}
}
