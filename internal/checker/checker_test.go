package checker_test

import (
	"errors"
	"fmt"
	"go/types"
	"maps"
	"os"
	"path/filepath"
	"reflect"
	"runtime"
	"slices"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/idemlint/idemlint/analyzers"
	"github.com/idemlint/idemlint/internal/checker"
	"github.com/idemlint/idemlint/internal/loader"
	"golang.org/x/tools/go/analysis"
	xchecker "golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"
)

// gopath is the GOPATH of the checks' and passes' fixtures.
var gopath, _ = filepath.Abs(filepath.Join("..", "..", "testdata"))

var gopathEnv = append(os.Environ(), "GO111MODULE=off", "GOPATH="+gopath, "GOFLAGS=", "GOWORK=off")

func load(t *testing.T, tests bool, patterns ...string) []*packages.Package {
	t.Helper()
	cfg := &packages.Config{
		Mode:  packages.LoadAllSyntax | packages.NeedModule,
		Dir:   gopath,
		Env:   gopathEnv,
		Tests: tests,
	}
	pkgs, err := packages.Load(cfg, patterns...)
	if err != nil {
		t.Fatal(err)
	}
	return pkgs
}

// fixtures returns a pattern for every fixture directory.
func fixtures(t *testing.T) []string {
	t.Helper()
	dirs, err := os.ReadDir(filepath.Join(gopath, "src"))
	if err != nil {
		t.Fatal(err)
	}
	var patterns []string
	for _, d := range dirs {
		patterns = append(patterns, d.Name()+"/...")
	}
	return patterns
}

// An outcome is what one action produced, in a form two checkers'
// actions can be compared in.
type outcome struct {
	err   string
	diags []string
}

// record adds an action's outcome to out, under its analyzer and package.
func record(out map[string]outcome, a *analysis.Analyzer, pkg *packages.Package, err error, diags []analysis.Diagnostic) {
	var o outcome
	if err != nil {
		o.err = err.Error()
	}
	for _, d := range diags {
		o.diags = append(o.diags, describe(pkg, d))
	}
	out[a.Name+"@"+pkg.ID] = o
}

// describe spells out a diagnostic whole: positions, message, category,
// URL, related information and fixes, edits included.
func describe(pkg *packages.Package, d analysis.Diagnostic) string {
	fset := pkg.Fset
	var b strings.Builder
	fmt.Fprintf(&b, "%v-%v %s [%s] %s", fset.Position(d.Pos), fset.Position(d.End), d.Message, d.Category, d.URL)
	for _, r := range d.Related {
		fmt.Fprintf(&b, "\n\trelated %v-%v %s", fset.Position(r.Pos), fset.Position(r.End), r.Message)
	}
	for _, f := range d.SuggestedFixes {
		fmt.Fprintf(&b, "\n\tfix %s", f.Message)
		for _, e := range f.TextEdits {
			fmt.Fprintf(&b, "\n\t\t%v-%v %q", fset.Position(e.Pos), fset.Position(e.End), e.NewText)
		}
	}
	return b.String()
}

func runBoth(t *testing.T, as []*analysis.Analyzer, pkgs []*packages.Package) (want, got map[string]outcome) {
	t.Helper()
	xgraph, err := xchecker.Analyze(as, pkgs, nil)
	if err != nil {
		t.Fatal(err)
	}
	want = make(map[string]outcome)
	for act := range xgraph.All() {
		record(want, act.Analyzer, act.Package, act.Err, act.Diagnostics)
	}
	graph, err := checker.Analyze(as, pkgs)
	if err != nil {
		t.Fatal(err)
	}
	got = make(map[string]outcome)
	for act := range graph.All() {
		record(got, act.Analyzer, act.Package, act.Err, act.Diagnostics)
	}
	return want, got
}

func compare(t *testing.T, want, got map[string]outcome) {
	t.Helper()
	if len(want) != len(got) {
		t.Errorf("%d actions, x/tools' checker %d", len(got), len(want))
	}
	var diffs int
	for _, key := range slices.Sorted(maps.Keys(want)) {
		w, g := want[key], got[key]
		if w.err != g.err || !slices.Equal(w.diags, g.diags) {
			if diffs++; diffs <= 5 {
				t.Errorf("%s:\n got err %q, %d diagnostics:\n%s\nx/tools: err %q, %d diagnostics:\n%s",
					key, g.err, len(g.diags), strings.Join(g.diags, "\n"), w.err, len(w.diags), strings.Join(w.diags, "\n"))
			}
		}
	}
	if diffs > 5 {
		t.Errorf("... and %d more actions differ", diffs-5)
	}
}

// TestSameAsXTools runs idemlint's whole suite on every fixture, test
// files included, with both checkers, and compares every action's error
// and diagnostics, fixes included, dependencies' actions too.
func TestSameAsXTools(t *testing.T) {
	if testing.Short() {
		t.Skip("analyses every fixture twice; skipped in -short mode")
	}
	pkgs := load(t, true, fixtures(t)...)
	want, got := runBoth(t, analyzers.Suite, pkgs)
	var reports int
	for _, o := range want {
		reports += len(o.diags)
	}
	if reports < 100 {
		t.Fatalf("only %d diagnostics on the fixtures: the comparison would prove little", reports)
	}
	t.Logf("%d actions, %d diagnostics", len(want), reports)
	compare(t, want, got)
}

// TestLoading checks that AnalyzeLoading, which loads with
// internal/loader as it analyses, gives every action what Analyze gives
// it on packages go/packages loaded, without the ast.Objects go/packages
// resolves, and that no analyzer runs on a package before the package
// and its imports are type-checked.
func TestLoading(t *testing.T) {
	if testing.Short() {
		t.Skip("loads and analyses every fixture twice; skipped in -short mode")
	}
	as := append(slices.Clone(analyzers.Suite), typesComplete)
	want := make(map[string]outcome)
	graph, err := checker.Analyze(as, load(t, true, fixtures(t)...))
	if err != nil {
		t.Fatal(err)
	}
	for act := range graph.All() {
		record(want, act.Analyzer, act.Package, act.Err, act.Diagnostics)
	}

	initial, ld, err := loader.Metadata(packages.Config{Dir: gopath, Env: gopathEnv, Tests: true}, fixtures(t)...)
	if err != nil {
		t.Fatal(err)
	}
	// As idemlint loads: its analyzers must not need the ast.Objects
	// go/packages resolves.
	ld.SkipObjectResolution = true
	graph, err = checker.AnalyzeLoading(as, initial, initial, ld)
	if err != nil {
		t.Fatal(err)
	}
	got := make(map[string]outcome)
	for act := range graph.All() {
		record(got, act.Analyzer, act.Package, act.Err, act.Diagnostics)
	}
	if len(got) < 1000 {
		t.Fatalf("only %d actions: the comparison would prove little", len(got))
	}
	// go/packages parses a package's files in parallel, so its file set
	// orders them by chance: an analyzer that sorts by token.Pos may
	// report in another order. The drivers sort what they print.
	for _, out := range []map[string]outcome{want, got} {
		for _, o := range out {
			slices.Sort(o.diags)
		}
	}
	compare(t, want, got)
}

// typesComplete reports a package, or an import of it, that is not
// type-checked yet when it runs.
var typesComplete = &analysis.Analyzer{
	Name:             "typescomplete",
	Doc:              "reports a package whose types are not complete",
	RunDespiteErrors: true,
	Run: func(pass *analysis.Pass) (any, error) {
		for _, pkg := range append(pass.Pkg.Imports(), pass.Pkg) {
			if !pkg.Complete() && len(pass.Files) > 0 {
				pass.Reportf(pass.Files[0].Package, "%s is not type-checked", pkg.Path())
			}
		}
		return nil, nil
	},
}

// seen is the probe's fact: it marks every object a package declares.
type seen struct{}

func (*seen) AFact()         {}
func (*seen) String() string { return "seen" }

// probe exports a fact on every object its package defines and a fact
// on the package, then reports which facts it can see: of each object
// the package uses, and all of them.
var probe = &analysis.Analyzer{
	Name:      "probe",
	Doc:       "reports which facts a package sees",
	FactTypes: []analysis.Fact{new(seen)},
	Run: func(pass *analysis.Pass) (any, error) {
		for _, obj := range pass.TypesInfo.Defs {
			if obj != nil && obj.Pkg() == pass.Pkg {
				pass.ExportObjectFact(obj, new(seen))
			}
		}
		pass.ExportPackageFact(new(seen))
		var uses, all, pkgs []string
		for id, obj := range pass.TypesInfo.Uses {
			if pass.ImportObjectFact(obj, new(seen)) {
				uses = append(uses, fmt.Sprintf("%s %s", pass.Fset.Position(id.Pos()), obj))
			}
		}
		for _, f := range pass.AllObjectFacts() {
			all = append(all, objectString(f.Object))
		}
		for _, f := range pass.AllPackageFacts() {
			pkgs = append(pkgs, f.Package.Path())
		}
		for _, imp := range pass.Pkg.Imports() {
			if pass.ImportPackageFact(imp, new(seen)) {
				pkgs = append(pkgs, "imported "+imp.Path())
			}
		}
		if len(pass.Files) == 0 {
			return nil, nil // unsafe
		}
		pos := pass.Files[0].Package
		for _, list := range []struct {
			name string
			xs   []string
		}{{"uses", uses}, {"all", all}, {"packages", pkgs}} {
			slices.Sort(list.xs)
			pass.Reportf(pos, "%s: %d\n%s", list.name, len(list.xs), strings.Join(list.xs, "\n"))
		}
		return nil, nil
	},
}

// objectString names an object uniquely enough: its position (a
// parameter and a local have no other name) and its string.
func objectString(obj types.Object) string {
	return fmt.Sprintf("%v %s", obj.Pos(), obj)
}

// TestSameFacts checks that every package sees the same facts as with
// x/tools' checker: which objects' facts it imports, and all of those
// it can list, of objects of every kind (functions and methods, exported
// or not, fields, package-level and local variables, parameters, types,
// constants), over the standard library and the fixtures.
func TestSameFacts(t *testing.T) {
	if testing.Short() {
		t.Skip("analyses the standard library; skipped in -short mode")
	}
	if os.Getenv("IDEMLINT_SLOW_TESTS") != "1" {
		t.Skip("slow: analyses the standard library twice (4.5 min cold on a loaded 2-core machine); " +
			"run it with IDEMLINT_SLOW_TESTS=1 go test -timeout 60m -run '^TestSameFacts$' ./internal/checker (.ci/run sets it)")
	}
	pkgs := load(t, true, "timeouts/...", "effects/...", "layers/...", "net/http")
	want, got := runBoth(t, []*analysis.Analyzer{probe}, pkgs)
	var sees int
	for _, o := range want {
		if len(o.diags) == 3 && !strings.HasPrefix(o.diags[0], "uses: 0") {
			sees++
		}
	}
	if sees < 100 {
		t.Fatalf("only %d packages saw a fact: the comparison would prove little", sees)
	}
	compare(t, want, got)
}

// TestFewGoroutines checks that the checker runs no more goroutines than
// it has workers, where x/tools' starts one per edge of the graph.
func TestFewGoroutines(t *testing.T) {
	pkgs := load(t, false, "net/http")
	var most atomic.Int64
	count := &analysis.Analyzer{
		Name:      "count",
		Doc:       "records the most goroutines alive while it runs",
		FactTypes: []analysis.Fact{new(seen)},
		Run: func(*analysis.Pass) (any, error) {
			for n := int64(runtime.NumGoroutine()); n > most.Load(); {
				most.CompareAndSwap(most.Load(), n)
			}
			return nil, nil
		},
	}
	before := runtime.NumGoroutine()
	if _, err := checker.Analyze([]*analysis.Analyzer{count}, pkgs); err != nil {
		t.Fatal(err)
	}
	if limit := int64(before + runtime.GOMAXPROCS(0) + 2); most.Load() > limit {
		t.Errorf("%d goroutines alive during the analysis, want at most %d", most.Load(), limit)
	}
	most.Store(0)
	if _, err := xchecker.Analyze([]*analysis.Analyzer{count}, pkgs, nil); err != nil {
		t.Fatal(err)
	}
	if most.Load() < 100 {
		t.Errorf("x/tools' checker ran only %d goroutines: the test no longer shows a difference", most.Load())
	}
}

// TestErrors checks the errors an action can end with: its analyzer's,
// a panic, a result of the wrong type, an invalid fix, a prerequisite
// that failed, and an ill-typed package.
func TestErrors(t *testing.T) {
	pkgs := load(t, false, "errors")
	fails := func(name string, run func(*analysis.Pass) (any, error)) *analysis.Analyzer {
		return &analysis.Analyzer{Name: name, Doc: name, Run: run, ResultType: reflect.TypeFor[int]()}
	}
	failing := fails("failing", func(*analysis.Pass) (any, error) { return nil, errors.New("it failed") })
	panicking := fails("panicking", func(*analysis.Pass) (any, error) { panic("boom") })
	wrongType := fails("wrongtype", func(*analysis.Pass) (any, error) { return "one", nil })
	badFix := fails("badfix", func(pass *analysis.Pass) (any, error) {
		pos := pass.Files[0].Package
		pass.Report(analysis.Diagnostic{Pos: pos, Message: "m", SuggestedFixes: []analysis.SuggestedFix{{
			Message:   "overlapping",
			TextEdits: []analysis.TextEdit{{Pos: pos, End: pos + 5}, {Pos: pos + 2, End: pos + 3}},
		}}})
		return 1, nil
	})
	dependent := &analysis.Analyzer{Name: "dependent", Doc: "dependent", Requires: []*analysis.Analyzer{failing, panicking},
		Run: func(*analysis.Pass) (any, error) { return nil, nil }}
	graph, err := checker.Analyze([]*analysis.Analyzer{dependent, wrongType, badFix}, pkgs)
	if err != nil {
		t.Fatal(err)
	}
	errs := make(map[string]error)
	for act := range graph.All() {
		errs[act.Analyzer.Name] = act.Err
	}
	for name, want := range map[string]string{
		"failing":   "it failed",
		"panicking": "internal error: panic: boom",
		"wrongtype": "returned a result of type string, but declared ResultType int",
		"badfix":    "analyzer badfix suggests an invalid fix: \"overlapping\": edits overlap",
		"dependent": "failed prerequisites: failing@errors, panicking@errors",
	} {
		if errs[name] == nil || !strings.Contains(errs[name].Error(), want) {
			t.Errorf("%s: error %v, want one containing %q", name, errs[name], want)
		}
	}
	var perr *checker.PanicError
	if !errors.As(errs["panicking"], &perr) || !strings.Contains(string(perr.Stack), "checker_test") {
		t.Errorf("a panic's error %v does not carry the panic's stack", errs["panicking"])
	}

	broken := t.TempDir()
	if err := os.MkdirAll(filepath.Join(broken, "src", "broken"), 0o777); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(broken, "src", "broken", "broken.go"), []byte("package broken\n\nvar x int = \"one\"\n"), 0o666); err != nil {
		t.Fatal(err)
	}
	ill, err := packages.Load(&packages.Config{
		Mode: packages.LoadAllSyntax,
		Dir:  broken,
		Env:  append(os.Environ(), "GO111MODULE=off", "GOPATH="+broken, "GOFLAGS=", "GOWORK=off"),
	}, "broken")
	if err != nil || len(ill) != 1 || !ill[0].IllTyped {
		t.Fatalf("the broken package loads as %v (%v), want one ill-typed package", ill, err)
	}
	ran := false
	tolerant := &analysis.Analyzer{Name: "tolerant", Doc: "tolerant", RunDespiteErrors: true,
		Run: func(*analysis.Pass) (any, error) { ran = true; return nil, nil }}
	strict := &analysis.Analyzer{Name: "strict", Doc: "strict", Run: func(*analysis.Pass) (any, error) { return nil, nil }}
	graph, err = checker.Analyze([]*analysis.Analyzer{tolerant, strict}, ill)
	if err != nil {
		t.Fatal(err)
	}
	for _, act := range graph.Roots {
		if got := act.Err != nil; got != (act.Analyzer == strict) {
			t.Errorf("%s on an ill-typed package: error %v", act, act.Err)
		}
	}
	if !ran {
		t.Error("an analyzer that runs despite errors did not run on an ill-typed package")
	}
}

// TestOrderOfRoots checks that the roots come analyzers first, then
// packages, with their results, and only theirs.
func TestOrderOfRoots(t *testing.T) {
	pkgs := load(t, false, "errors", "io")
	name := func(pass *analysis.Pass) (any, error) { return pass.Pkg.Path(), nil }
	a := &analysis.Analyzer{Name: "a", Doc: "a", Run: name, ResultType: reflect.TypeFor[string]()}
	b := &analysis.Analyzer{Name: "b", Doc: "b", Run: name, ResultType: reflect.TypeFor[string](), Requires: []*analysis.Analyzer{a},
		FactTypes: []analysis.Fact{new(seen)}}
	graph, err := checker.Analyze([]*analysis.Analyzer{b, a}, pkgs)
	if err != nil {
		t.Fatal(err)
	}
	var roots []string
	for _, act := range graph.Roots {
		roots = append(roots, fmt.Sprintf("%s %v", act, act.Result))
	}
	want := []string{"b@errors errors", "b@io io", "a@errors errors", "a@io io"}
	if !slices.Equal(roots, want) {
		t.Errorf("roots %q, want %q", roots, want)
	}
	for act := range graph.All() {
		if !act.IsRoot && act.Result != nil {
			t.Errorf("%s is not a root and kept its result", act)
		}
	}
}

// aFact is a fact for TestBrokenImport.
type aFact struct{}

func (*aFact) AFact() {}

// TestBrokenImport checks that a package whose own code type-checks is
// analysed although an import's does not (issue 30), with no facts from
// that import, while the import itself is skipped with ErrIllTyped.
func TestBrokenImport(t *testing.T) {
	gopath := t.TempDir()
	for name, src := range map[string]string{
		"broken/broken.go": "package broken\n\nfunc F() int { return 1 }\n\nvar x int = \"one\"\n",
		"user/user.go":     "package user\n\nimport \"broken\"\n\nfunc G() int { return broken.F() }\n",
	} {
		path := filepath.Join(gopath, "src", filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(path), 0o777); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(src), 0o666); err != nil {
			t.Fatal(err)
		}
	}
	pkgs, err := packages.Load(&packages.Config{
		Mode: packages.LoadAllSyntax,
		Dir:  gopath,
		Env:  append(os.Environ(), "GO111MODULE=off", "GOPATH="+gopath, "GOFLAGS=", "GOWORK=off"),
	}, "broken", "user")
	if err != nil || len(pkgs) != 2 {
		t.Fatalf("loaded %v (%v)", pkgs, err)
	}
	var ran []string
	facts := &analysis.Analyzer{Name: "facts", Doc: "facts", FactTypes: []analysis.Fact{new(aFact)},
		Run: func(pass *analysis.Pass) (any, error) {
			ran = append(ran, pass.Pkg.Path())
			return nil, nil
		}}
	graph, err := checker.Analyze([]*analysis.Analyzer{facts}, pkgs)
	if err != nil {
		t.Fatal(err)
	}
	for _, act := range graph.Roots {
		switch act.Package.PkgPath {
		case "broken":
			if !errors.Is(act.Err, checker.ErrIllTyped) {
				t.Errorf("%s: error %v, want ErrIllTyped", act, act.Err)
			}
		case "user":
			if act.Err != nil {
				t.Errorf("%s: error %v; want it analysed despite its broken import", act, act.Err)
			}
		}
	}
	if !slices.Equal(ran, []string{"user"}) {
		t.Errorf("ran on %v, want [user]", ran)
	}
}

// TestReadFileOverlay checks that Pass.ReadFile reads what the loader
// parsed: an overlay's content, not the file on disk (internal/edit reads
// sources through it to build fixes).
func TestReadFileOverlay(t *testing.T) {
	dir := t.TempDir()
	for name, src := range map[string]string{
		"go.mod": "module example.com/m\n\ngo 1.22\n",
		"p/p.go": "package p\n",
	} {
		if err := os.MkdirAll(filepath.Dir(filepath.Join(dir, name)), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, name), []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	unsaved := "package p\n\n// unsaved\n"
	cfg := packages.Config{Dir: dir, Env: append(os.Environ(), "GOWORK=off"), Overlay: map[string][]byte{
		filepath.Join(dir, "p", "p.go"): []byte(unsaved),
	}}
	initial, ld, err := loader.Metadata(cfg, "./p")
	if err != nil {
		t.Fatal(err)
	}
	var read string
	reader := &analysis.Analyzer{
		Name: "reader",
		Doc:  "reads its file",
		Run: func(pass *analysis.Pass) (any, error) {
			data, err := pass.ReadFile(pass.Fset.File(pass.Files[0].FileStart).Name())
			read = string(data)
			return nil, err
		},
	}
	graph, err := checker.AnalyzeLoading([]*analysis.Analyzer{reader}, initial, initial, ld)
	if err != nil {
		t.Fatal(err)
	}
	if err := graph.Roots[0].Err; err != nil {
		t.Fatal(err)
	}
	if read != unsaved {
		t.Errorf("Pass.ReadFile read %q, want the overlay's %q", read, unsaved)
	}
}

// marked is the fact of the analyzer in TestCache: the function's name
// starts with "Write".
type marked struct{}

func (*marked) AFact()         {}
func (*marked) String() string { return "marked" }

// TestCache checks that AnalyzeCached reuses the facts of the packages an
// edit did not change, analyses the edited package and its importers
// again, and reports what a cold analysis reports.
func TestCache(t *testing.T) {
	dir := t.TempDir()
	for name, src := range map[string]string{
		"go.mod": "module example.com/m\n\ngo 1.22\n",
		"a/a.go": "package a\n\nfunc WriteA() {}\n\nfunc ReadA() {}\n",
		"b/b.go": "package b\n\nimport \"example.com/m/a\"\n\nfunc WriteB() { a.WriteA() }\n",
		"c/c.go": "package c\n\nimport (\n\t\"example.com/m/a\"\n\t\"example.com/m/b\"\n)\n\nfunc F() { b.WriteB(); a.ReadA() }\n",
	} {
		if err := os.MkdirAll(filepath.Dir(filepath.Join(dir, name)), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, name), []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	var runs atomic.Int32
	var mark *analysis.Analyzer
	mark = &analysis.Analyzer{
		Name:      "mark",
		Doc:       "reports calls of functions marked, in other packages",
		FactTypes: []analysis.Fact{new(marked)},
		Run: func(pass *analysis.Pass) (any, error) {
			runs.Add(1)
			for _, name := range pass.Pkg.Scope().Names() {
				if strings.HasPrefix(name, "Write") {
					pass.ExportObjectFact(pass.Pkg.Scope().Lookup(name), new(marked))
				}
			}
			for id, obj := range pass.TypesInfo.Uses {
				if obj.Pkg() != pass.Pkg && obj.Pkg() != nil && pass.ImportObjectFact(obj, new(marked)) {
					pass.Reportf(id.Pos(), "calls %s", obj.Name())
				}
			}
			return nil, nil
		},
	}
	session, cache := loader.NewSession(), checker.NewCache()
	analyse := func(overlay map[string][]byte, warm bool) ([]string, int) {
		t.Helper()
		cfg := packages.Config{Dir: dir, Env: append(os.Environ(), "GOWORK=off"), Overlay: overlay}
		var initial []*packages.Package
		var ld *loader.Loader
		var err error
		if warm {
			initial, ld, err = session.Metadata(cfg, nil, "./c")
		} else {
			initial, ld, err = loader.Metadata(cfg, "./c")
		}
		if err != nil {
			t.Fatal(err)
		}
		runs.Store(0)
		var graph *checker.Graph
		if warm {
			graph, err = checker.AnalyzeCached(cache, []*analysis.Analyzer{mark}, initial, initial, ld)
		} else {
			graph, err = checker.AnalyzeLoading([]*analysis.Analyzer{mark}, initial, initial, ld)
		}
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, d := range graph.Roots[0].Diagnostics {
			got = append(got, fmt.Sprintf("%s: %s", initial[0].Fset.Position(d.Pos), d.Message))
		}
		slices.Sort(got)
		return got, int(runs.Load())
	}
	warm, n := analyse(nil, true)
	if n != 3 {
		t.Errorf("first analysis: %d runs, want 3 (a, b, c)", n)
	}
	cold, _ := analyse(nil, false)
	if !slices.Equal(warm, cold) || len(warm) != 1 {
		t.Errorf("warm %v, cold %v, want the same one finding", warm, cold)
	}
	// An edit of c alone: only c is analysed again.
	edited := map[string][]byte{filepath.Join(dir, "c", "c.go"): []byte("package c\n\nimport (\n\t\"example.com/m/a\"\n\t\"example.com/m/b\"\n)\n\nfunc F() {\n\tb.WriteB()\n\ta.WriteA()\n}\n")}
	warm, n = analyse(edited, true)
	cold, _ = analyse(edited, false)
	if n != 1 || !slices.Equal(warm, cold) || len(warm) != 2 {
		t.Errorf("after an edit of c: %d runs, warm %v, cold %v; want 1 run and the same two findings", n, warm, cold)
	}
	// An edit of b that unmarks WriteB: b and c again, not a.
	edited[filepath.Join(dir, "b", "b.go")] = []byte("package b\n\nimport \"example.com/m/a\"\n\nfunc WriteB() { a.WriteA() }\n\nfunc Other() {}\n")
	warm, n = analyse(edited, true)
	cold, _ = analyse(edited, false)
	if n != 2 || !slices.Equal(warm, cold) {
		t.Errorf("after an edit of b: %d runs, warm %v, cold %v; want 2 runs and the same findings", n, warm, cold)
	}
}

// TestPrintPanics checks that the panic of a prerequisite, which its
// roots only name, is printed once with its stack: the inventory and the
// checks both say what failed.
func TestPrintPanics(t *testing.T) {
	pkgs, err := packages.Load(&packages.Config{Mode: packages.LoadAllSyntax}, "errors")
	if err != nil || len(pkgs) != 1 {
		t.Fatalf("loading errors: %v, %d packages", err, len(pkgs))
	}
	panicking := &analysis.Analyzer{Name: "panicking", Doc: "panics",
		Run: func(*analysis.Pass) (any, error) { panic("boom") }}
	root := &analysis.Analyzer{Name: "root", Doc: "root", Requires: []*analysis.Analyzer{panicking},
		Run: func(*analysis.Pass) (any, error) { return nil, nil }}
	graph, err := checker.Analyze([]*analysis.Analyzer{root}, pkgs)
	if err != nil {
		t.Fatal(err)
	}
	var out strings.Builder
	if !graph.PrintPanics(&out, "x: ") {
		t.Error("PrintPanics found no panic")
	}
	if n := strings.Count(out.String(), "x: errors: panicking: internal error: panic: boom"); n != 1 {
		t.Errorf("the panic is printed %d times, want once:\n%s", n, out.String())
	}
	if !strings.Contains(out.String(), "checker_test.go") {
		t.Errorf("the panic's stack is not printed:\n%s", out.String())
	}
}
