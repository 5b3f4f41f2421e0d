package effects_test

import (
	"bytes"
	"encoding/gob"
	"fmt"
	"go/types"
	"os"
	"sort"
	"testing"

	"github.com/idemlint/idemlint/config"
	"github.com/idemlint/idemlint/internal/checktest"
	"github.com/idemlint/idemlint/internal/lazyssa"
	"github.com/idemlint/idemlint/passes/effects"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"
	"golang.org/x/tools/go/ssa"
)

// fixtures are the packages whose facts the tests check.
var fixtures = []string{
	"effects/chain/a", "effects/chain/b", "effects/chain/c", "effects/chain/d",
	"effects/httpwrap", "effects/sqlw", "effects/mail", "effects/rpc", "effects/sdk",
	"effects/verb", "effects/retried", "effects/telemetry", "effects/execvar", "effects/itemurl", "effects/gotd", "effects/teardown", "effects/freshname", "effects/directive", "effects/directive/use", "effects/ledger",
	"effects/readonly", "effects/closure", "effects/getorcreate", "effects/grown",
	"effects/iface/core", "effects/iface/orders", "effects/iface/tfe", "effects/iface/two", "effects/iface/conv/client", "effects/iface/conv/use", "effects/iface/forward/client", "effects/iface/forward/use", "effects/iface/third/store", "effects/iface/third/client", "effects/iface/third/app", "effects/oauth", "effects/gke", "effects/funcfield", "effects/iface/mocked", "effects/iface/handmock", "effects/iface/use", "effects/iface/conn/service", "effects/iface/conn/internal", "effects/iface/conn/use",
	"effects/protocol", "effects/gqlbody", "effects/reqs/restkit", "effects/reqs/tickets", "effects/reqs/apikit", "effects/reqs/secrets", "effects/reqs/use", "effects/reqs/pathkit", "effects/reqs/pathuse", "effects/reqs/tfekit", "effects/reqs/tfeuse", "effects/reqs/panelkit", "effects/reqs/paneluse", "effects/reqs/backoff", "effects/reqs/retrykit", "effects/once", "effects/claim", "effects/reqs/parsekit", "effects/reqs/parseuse", "effects/reqs/paramskit", "effects/reqs/paramsuse", "effects/reqs/restykit", "effects/reqs/restyuse", "effects/reqs/makerkit", "effects/reqs/makeruse", "effects/milvus", "effects/awsec2", "effects/gentype/clientset", "effects/gentype/use", "effects/wssession", "effects/ops", "effects/options/sdk", "effects/options/use", "effects/rpcop", "effects/guards/lib", "effects/guards/use", "effects/rpcread/client", "effects/rpcread/use", "effects/openapi/annotations", "effects/openapi/apiclient", "effects/openapi/use", "effects/w4", "effects/wsrpc/client", "effects/wsrpc/use", "effects/wsrpc/wrap", "effects/wsrpc/wrapuse",
	"effects/gqlns", "effects/rpcfield", "effects/rpcfield/use", "effects/rpcglued", "effects/kept", "effects/iface/narrow/client", "effects/iface/narrow/repo", "effects/iface/generic", "effects/iface/generic/use", "effects/iface/joined/store", "effects/iface/joined/use",
	"effects/readtransport", "effects/readtransport/use", "effects/verbtransport",
	"effects/brokers", "effects/stores", "effects/stores/ent", "effects/stores/entuse",
	"effects/gapi", "effects/builder/apiclient", "effects/builder/use",
	"effects/execcli", "effects/execcli/use", "effects/execprog", "effects/execprog/use", "effects/execfound", "effects/several/v3", "effects/several/v4", "effects/several/sel", "effects/several/use", "effects/dryrun", "effects/gocloak", "effects/sqlunique", "effects/sqlconflict", "effects/inprocess/local", "effects/inprocess/remote", "effects/inprocess/both", "effects/ifacefield/sdk", "effects/ifacefield/wrap", "effects/freshput", "effects/byvalue", "effects/ddlslice", "effects/bigquery", "effects/putmint", "effects/opnames",
	"effects/modelsession/intf", "effects/modelsession/use",
	"effects/iface/layered/api", "effects/iface/layered/v1", "effects/iface/layered/use", "effects/runner", "effects/dockerexec",
	"effects/sdkplumbing", "effects/iface/bus", "effects/iface/bus/use",
	"effects/redis", "effects/inference", "effects/iface/inject/client", "effects/iface/inject/server", "effects/namedcell", "effects/runtimemethod/args", "effects/runtimemethod", "effects/conflict", "effects/migrations", "effects/ctorsetup", "effects/hass", "effects/meili",
}

func TestFacts(t *testing.T) {
	checktest.Run(t, effects.Analyzer, fixtures...)
}

func TestConfig(t *testing.T) {
	config.SetOverrides(&config.Config{Effects: []config.Effect{
		{Func: "effects/config.(*Queue).Push"},
		{Func: "effects/config.Flush", Idempotent: true},
	}})
	defer config.SetOverrides(nil)
	checktest.Run(t, effects.Analyzer, "effects/config")
}

// load loads fixture packages the way the standalone checker does.
func load(t *testing.T, patterns ...string) []*packages.Package {
	t.Helper()
	gopath := checktest.TestData(t)
	cfg := &packages.Config{
		Mode: packages.LoadAllSyntax,
		Dir:  gopath,
		Env:  append(os.Environ(), "GOPATH="+gopath, "GO111MODULE=off", "GOWORK=off"),
	}
	pkgs, err := packages.Load(cfg, patterns...)
	if err != nil {
		t.Fatal(err)
	}
	if packages.PrintErrors(pkgs) > 0 {
		t.Fatal("packages had errors")
	}
	return pkgs
}

// TestSanity runs the analyzer with the checker's sanity checks (the
// -debug=s of the standalone driver): every fact must encode, and encode
// to the same bytes twice.
func TestSanity(t *testing.T) {
	pkgs := load(t, fixtures...)
	graph, err := checker.Analyze([]*analysis.Analyzer{effects.Analyzer}, pkgs, &checker.Options{SanityCheck: true})
	if err != nil {
		t.Fatal(err)
	}
	for act := range graph.All() {
		if act.Err != nil {
			t.Errorf("%s: %v", act, act.Err)
		}
	}
}

// TestDeterminism encodes the facts of one package twice, from two
// separate runs, and compares the bytes.
func TestDeterminism(t *testing.T) {
	pkgs := load(t, "effects/sqlw", "effects/chain/a", "effects/sdk", "effects/httpwrap")
	encode := func() []byte {
		graph, err := checker.Analyze([]*analysis.Analyzer{effects.Analyzer}, pkgs, nil)
		if err != nil {
			t.Fatal(err)
		}
		type named struct {
			Obj  string
			Fact analysis.Fact
		}
		var facts []named
		for _, act := range graph.Roots {
			for _, f := range act.AllObjectFacts() {
				if f.Object.Pkg() == act.Package.Types {
					obj := types.ObjectString(f.Object, nil) + fmt.Sprintf(" %T", f.Fact)
					facts = append(facts, named{obj, f.Fact})
				}
			}
		}
		if len(facts) == 0 {
			t.Fatal("no facts")
		}
		sort.Slice(facts, func(i, j int) bool { return facts[i].Obj < facts[j].Obj })
		var buf bytes.Buffer
		if err := gob.NewEncoder(&buf).Encode(facts); err != nil {
			t.Fatal(err)
		}
		return buf.Bytes()
	}
	if a, b := encode(), encode(); !bytes.Equal(a, b) {
		t.Errorf("facts encode differently: %d and %d bytes", len(a), len(b))
	}
}

// callReport reports Result.CallEffects at every call and Result.Of at
// every function literal, so fixtures can state per-site answers.
var callReport = &analysis.Analyzer{
	Name:     "callreport",
	Doc:      "report the writes of each call (test only)",
	Requires: []*analysis.Analyzer{effects.Analyzer, lazyssa.Analyzer},
	Run: func(pass *analysis.Pass) (any, error) {
		res := pass.ResultOf[effects.Analyzer].(*effects.Result)
		for _, fn := range lazyssa.Of(pass).SSA().SrcFuncs {
			if fn.Parent() != nil {
				for _, e := range res.Of(fn) {
					pass.Reportf(fn.Pos(), "literal writes %s", e)
				}
			}
			for _, b := range fn.Blocks {
				for _, instr := range b.Instrs {
					if call, ok := instr.(ssa.CallInstruction); ok {
						for _, e := range res.CallEffects(call) {
							pass.Reportf(call.Pos(), "call writes %s", e)
						}
					}
				}
			}
		}
		return nil, nil
	},
}

func TestCallEffects(t *testing.T) {
	checktest.Run(t, callReport, "effects/calls")
}
