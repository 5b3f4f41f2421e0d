package checker

import (
	"container/heap"
	"errors"
	"fmt"
	"go/types"
	"io"
	"iter"
	"maps"
	"reflect"
	"runtime"
	"runtime/debug"
	"slices"
	"strings"
	"sync"
	"time"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/packages"
)

// A Graph holds the actions of one call to Analyze.
type Graph struct {
	// Roots holds one action per analyzer and package given to
	// Analyze, in that order: analyzers first, then packages.
	Roots []*Action

	// Loading is the time the workers spent parsing and type-checking,
	// summed over them, when AnalyzeLoading loaded the packages.
	Loading time.Duration

	all    []*Action // every action, in the order they were made; not those reused from a Cache
	reused int
}

// All returns every action of the graph, dependencies included.
func (g *Graph) All() iter.Seq[*Action] { return slices.Values(g.all) }

// PrintPanics prints the panic of each action that is not a root: a
// root that needed its facts names it only as a failed prerequisite.
// It reports whether there was one.
func (g *Graph) PrintPanics(w io.Writer, prefix string) bool {
	found := false
	for _, act := range g.all {
		var panicked *PanicError
		if !act.IsRoot && errors.As(act.Err, &panicked) {
			fmt.Fprintf(w, "%s%s: %s: %v\n", prefix, act.Package.PkgPath, act.Analyzer.Name, act.Err)
			found = true
		}
	}
	return found
}

// An Action is one analyzer run on one package.
type Action struct {
	Analyzer    *analysis.Analyzer
	Package     *packages.Package
	IsRoot      bool
	Result      any // of a root action; nil for the others once the run is done
	Err         error
	Diagnostics []analysis.Diagnostic
	Duration    time.Duration // of the analyzer's Run alone, or of a load

	deps       []*Action               // required analyzers' actions, then the imports' (for facts)
	dependents []*Action               // the loads and actions that wait for it
	load       func(*packages.Package) // of a load: an action of no analyzer, which parses or checks Package
	pending    int                     // dependencies not yet done
	depth      int                     // the longest chain of dependents above this action
	index      int                     // in Graph.all, or among the loads

	facts    *factSet // of analyzers with facts
	pass     *analysis.Pass
	readFile func(string) ([]byte, error) // Pass.ReadFile's source: the loader's, else the disk
}

func (act *Action) String() string { return fmt.Sprintf("%s@%s", act.Analyzer, act.Package) }

// A PanicError is the error of an action whose analyzer panicked.
type PanicError struct {
	Value any
	Stack []byte
}

func (e *PanicError) Error() string {
	return fmt.Sprintf("internal error: panic: %v\n%s", e.Value, e.Stack)
}

// Analyze runs each analyzer on each package, and those with facts on
// the packages' dependencies too, and returns the graph of actions.
// Its only error is an invalid set of analyzers; what fails in an
// action is that action's Err.
func Analyze(analyzers []*analysis.Analyzer, pkgs []*packages.Package) (*Graph, error) {
	return AnalyzeLoading(analyzers, pkgs, nil, nil)
}

// A Loader parses and type-checks packages that have only their metadata
// and an empty Types (see internal/loader). Parse may run at any time,
// Check once the package is parsed and its imports are checked.
type Loader interface {
	Parse(*packages.Package)
	Check(*packages.Package)
}

// A FileReader is a Loader that reads files from somewhere other than
// the disk (an editor's unsaved buffers): Pass.ReadFile reads through it,
// so that what an analyzer reads is what was parsed.
type FileReader interface {
	ReadFile(name string) ([]byte, error)
}

// AnalyzeLoading is Analyze on packages that are not loaded yet. It
// loads each package of the import graph below initial with ld, and runs
// an analyzer on a package as soon as the package is checked and the
// analyzer's dependencies are done. pkgs, the packages to analyse, must
// be in that graph. Loading and the analysis share the same workers,
// loads first when both are ready: parsing fills the time type-checking
// leaves a worker idle, and the analysis what is left.
func AnalyzeLoading(analyzers []*analysis.Analyzer, pkgs, initial []*packages.Package, ld Loader) (*Graph, error) {
	return AnalyzeCached(nil, analyzers, pkgs, initial, ld)
}

// A Cache keeps the actions of one analysis for the next, of an editor's
// server: AnalyzeCached reuses the facts of an import whose package is
// the same object as before (a loader.Session keeps the packages an edit
// did not change), instead of analysing it again.
type Cache struct {
	actions map[actionKey]*Action
}

type actionKey struct {
	a   *analysis.Analyzer
	pkg *packages.Package
}

// NewCache returns an empty cache.
func NewCache() *Cache { return &Cache{actions: make(map[actionKey]*Action)} }

// Reused returns how many of the last analysis's actions were reused.
func (g *Graph) Reused() int { return g.reused }

// AnalyzeCached is AnalyzeLoading with a cache, which it updates: the
// analyzers' actions on an import, needed for its facts, are taken from
// the cache when there, with the actions they depend on. The actions on
// pkgs always run, and an action that another action on its package
// needs the result of is never taken from the cache (results do not
// outlive their analysis). The cache then holds the actions of this
// analysis, so it forgets the packages no longer reached.
func AnalyzeCached(cache *Cache, analyzers []*analysis.Analyzer, pkgs, initial []*packages.Package, ld Loader) (*Graph, error) {
	if err := analysis.Validate(analyzers); err != nil {
		return nil, err
	}
	g := build(analyzers, pkgs, cache)
	nodes := g.all
	var loads []*Action
	if ld != nil {
		var checks map[*packages.Package]*Action
		checks, loads = loadNodes(initial, ld)
		for _, act := range g.all {
			check := checks[act.Package]
			if check == nil {
				return nil, fmt.Errorf("package %s is not below the packages to load", act.Package.ID)
			}
			check.dependents = append(check.dependents, act)
			act.pending++
		}
		nodes = append(loads, g.all...)
		if r, ok := ld.(FileReader); ok {
			for _, act := range g.all {
				act.readFile = r.ReadFile
			}
		}
	}
	setDepths(nodes)
	run(nodes, runtime.GOMAXPROCS(0))
	for _, load := range loads {
		g.Loading += load.Duration
	}
	for _, act := range g.all {
		if !act.IsRoot {
			act.Result = nil
		}
		act.pass = nil
		if cache != nil {
			// What an action needs to import facts, once it has run:
			// cached, it would hold this analysis's graph.
			act.facts.owners, act.facts.imports, act.facts.pkgs = nil, nil, nil
			act.dependents = nil
		}
	}
	return g, nil
}

// build makes the action graph, x/tools' checker's own: an action
// depends on its analyzer's required analyzers on the same package and,
// when its analyzer has facts, on the same analyzer on each import.
func build(analyzers []*analysis.Analyzer, pkgs []*packages.Package, cache *Cache) *Graph {
	g := new(Graph)
	type key = actionKey
	actions := make(map[key]*Action)
	owners := make(map[*analysis.Analyzer]map[*types.Package]*Action)
	index := newPackageIndex()
	reused := make(map[*Action]bool)
	// reuse registers a cached action and those it depends on, so that
	// the new actions find their facts.
	var reuse func(act *Action)
	reuse = func(act *Action) {
		k := key{act.Analyzer, act.Package}
		if actions[k] != nil {
			return
		}
		actions[k] = act
		reused[act] = true
		if owners[act.Analyzer] == nil {
			owners[act.Analyzer] = make(map[*types.Package]*Action)
		}
		owners[act.Analyzer][act.Package.Types] = act
		index.add(act.Package)
		for _, dep := range act.deps {
			reuse(dep)
		}
	}
	var make_ func(a *analysis.Analyzer, pkg *packages.Package) *Action
	var makeImport func(a *analysis.Analyzer, pkg *packages.Package) *Action
	makeImport = func(a *analysis.Analyzer, pkg *packages.Package) *Action {
		if act, ok := actions[key{a, pkg}]; ok {
			return act
		}
		if cache != nil {
			if act := cache.actions[key{a, pkg}]; act != nil {
				reuse(act)
				return act
			}
		}
		return make_(a, pkg)
	}
	make_ = func(a *analysis.Analyzer, pkg *packages.Package) *Action {
		k := key{a, pkg}
		if act, ok := actions[k]; ok && !reused[act] {
			return act
		}
		act := &Action{Analyzer: a, Package: pkg}
		actions[k] = act
		for _, req := range a.Requires {
			act.deps = append(act.deps, make_(req, pkg))
		}
		if owners[a] == nil {
			owners[a] = make(map[*types.Package]*Action)
		}
		act.facts = &factSet{owners: owners[a], pkgs: index}
		if pkg.Types != nil {
			owners[a][pkg.Types] = act
		}
		index.add(pkg)
		if len(a.FactTypes) > 0 {
			for _, path := range slices.Sorted(maps.Keys(pkg.Imports)) {
				act.deps = append(act.deps, makeImport(a, pkg.Imports[path]))
			}
		}
		act.facts.imports = act.deps[len(a.Requires):]
		act.index = len(g.all)
		g.all = append(g.all, act)
		return act
	}
	for _, a := range analyzers {
		for _, pkg := range pkgs {
			root := make_(a, pkg)
			root.IsRoot = true
			g.Roots = append(g.Roots, root)
		}
	}
	index.freeze()
	for _, act := range g.all {
		for _, dep := range act.deps {
			if !reused[dep] {
				dep.dependents = append(dep.dependents, act)
				act.pending++
			}
		}
	}
	g.reused = len(reused)
	if cache != nil {
		clear(cache.actions)
		maps.Copy(cache.actions, actions)
	}
	return g
}

// loadNodes makes two loads for each package of the import graph below
// initial: one that parses, which waits for nothing, and one that
// checks, which waits for the package's parse and the checks of its
// imports. It returns the checks by package, and every load, each after
// what it waits for.
func loadNodes(initial []*packages.Package, ld Loader) (map[*packages.Package]*Action, []*Action) {
	checks := make(map[*packages.Package]*Action)
	var nodes []*Action
	packages.Visit(initial, nil, func(pkg *packages.Package) {
		check := &Action{Package: pkg, load: ld.Check, pending: 1}
		parse := &Action{Package: pkg, load: ld.Parse, dependents: []*Action{check}}
		for _, imp := range pkg.Imports {
			checks[imp].dependents = append(checks[imp].dependents, check)
			check.pending++
		}
		checks[pkg] = check
		parse.index, check.index = len(nodes), len(nodes)+1
		nodes = append(nodes, parse, check)
	})
	return checks, nodes
}

// setDepths sets each node's depth, the longest chain of nodes that wait
// for it. nodes must come after their dependencies.
func setDepths(nodes []*Action) {
	for i := len(nodes) - 1; i >= 0; i-- {
		act := nodes[i]
		for _, up := range act.dependents {
			act.depth = max(act.depth, up.depth+1)
		}
	}
}

// run executes the nodes with the given number of workers, each taking
// the deepest node whose dependencies are done.
func run(nodes []*Action, workers int) {
	var (
		mu    sync.Mutex
		ready = new(readyQueue)
		wake  = sync.NewCond(&mu)
		left  = len(nodes)
	)
	for _, act := range nodes {
		if act.pending == 0 {
			heap.Push(ready, act)
		}
	}
	var wg sync.WaitGroup
	for range min(workers, max(len(nodes), 1)) {
		wg.Go(func() {
			mu.Lock()
			defer mu.Unlock()
			for left > 0 {
				if ready.Len() == 0 {
					wake.Wait()
					continue
				}
				act := heap.Pop(ready).(*Action)
				mu.Unlock()
				act.exec()
				mu.Lock()
				left--
				for _, up := range act.dependents {
					if up.pending--; up.pending == 0 {
						heap.Push(ready, up)
						wake.Signal()
					}
				}
				if left == 0 {
					wake.Broadcast()
				}
			}
		})
	}
	wg.Wait()
}

// A readyQueue orders the nodes ready to run: loads first, so that no
// analysis delays the type-checking the rest waits for; then the deepest
// first, so that what most of the graph waits for starts early; then in
// the order they were made.
type readyQueue []*Action

func (q readyQueue) Len() int { return len(q) }
func (q readyQueue) Less(i, j int) bool {
	if (q[i].load == nil) != (q[j].load == nil) {
		return q[i].load != nil
	}
	if q[i].depth != q[j].depth {
		return q[i].depth > q[j].depth
	}
	return q[i].index < q[j].index
}
func (q readyQueue) Swap(i, j int) { q[i], q[j] = q[j], q[i] }
func (q *readyQueue) Push(x any)   { *q = append(*q, x.(*Action)) }
func (q *readyQueue) Pop() any {
	old := *q
	act := old[len(old)-1]
	*q = old[:len(old)-1]
	return act
}

// ErrIllTyped is the error of an action not run because its package
// does not type-check, and (through errors.Is) of one whose prerequisites
// on its package were not run for that reason.
var ErrIllTyped = errors.New("analysis skipped due to errors in package")

// A prereqError says which prerequisites of an action failed.
type prereqError struct {
	failed   []string
	illTyped bool // every one for its package's errors
}

func (e *prereqError) Error() string {
	return "failed prerequisites: " + strings.Join(e.failed, ", ")
}

func (e *prereqError) Is(target error) bool { return e.illTyped && target == ErrIllTyped }

// exec runs the action's analyzer, or its load, once its dependencies
// are done.
//
// Unlike x/tools' checker, it runs the analyzer on a package whose own
// code type-checks although an import's does not (x/tools skips every
// package above a broken one): the import's types are there, less what
// its errors left undefined, and its facts are empty. One dependency
// that does not compile under the current Go would otherwise leave a
// whole program unchecked (issue 30).
func (act *Action) exec() {
	if act.load != nil {
		start := time.Now()
		act.load(act.Package)
		act.Duration = time.Since(start)
		return
	}
	pkg := act.Package
	if len(pkg.Errors) > 0 && !act.Analyzer.RunDespiteErrors {
		act.Err = ErrIllTyped
		return
	}
	var failed []string
	illTyped := true
	for _, dep := range act.deps {
		switch {
		case dep.Err == nil:
		case dep.Package != pkg && errors.Is(dep.Err, ErrIllTyped):
			// An import that does not type-check: no facts.
		default:
			failed = append(failed, dep.String())
			illTyped = illTyped && errors.Is(dep.Err, ErrIllTyped)
		}
	}
	if failed != nil {
		slices.Sort(failed)
		act.Err = &prereqError{failed, illTyped}
		return
	}
	if pkg.Errors == nil && (pkg.Name == "" || pkg.PkgPath == "" || pkg.Types == nil || pkg.Fset == nil || pkg.TypesSizes == nil) {
		act.Err = fmt.Errorf("package %s was not loaded with packages.LoadSyntax mode", pkg.ID)
		return
	}
	inputs := make(map[*analysis.Analyzer]any)
	for _, dep := range act.deps {
		if dep.Package == pkg {
			inputs[dep.Analyzer] = dep.Result
		}
	}
	act.pass = act.newPass(inputs)
	start := time.Now()
	act.Result, act.Err = act.runPass()
	act.Duration = time.Since(start)
	act.pass.ExportObjectFact = nil
	act.pass.ExportPackageFact = nil
}

// runPass runs the analyzer and checks what it returned.
func (act *Action) runPass() (result any, err error) {
	defer func() {
		if r := recover(); r != nil {
			result, err = nil, &PanicError{Value: r, Stack: debug.Stack()}
		}
	}()
	result, err = act.Analyzer.Run(act.pass)
	if err != nil {
		return nil, err
	}
	if got, want := reflect.TypeOf(result), act.Analyzer.ResultType; got != want {
		return nil, fmt.Errorf("internal error: on package %s, analyzer %s returned a result of type %v, but declared ResultType %v",
			act.pass.Pkg.Path(), act.Analyzer, got, want)
	}
	for i, d := range act.Diagnostics {
		if err := validateFixes(act.pass.Fset, d.SuggestedFixes); err != nil {
			return nil, fmt.Errorf("analyzer %s suggests an invalid fix: %v", act.Analyzer, err)
		}
		url, err := resolveURL(act.Analyzer, d)
		if err != nil {
			return nil, err
		}
		act.Diagnostics[i].URL = url
	}
	return result, nil
}
