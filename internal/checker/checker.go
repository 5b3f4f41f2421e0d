package checker

import (
	"container/heap"
	"fmt"
	"go/types"
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

	all []*Action // every action, in the order they were made
}

// All returns every action of the graph, dependencies included.
func (g *Graph) All() iter.Seq[*Action] { return slices.Values(g.all) }

// An Action is one analyzer run on one package.
type Action struct {
	Analyzer    *analysis.Analyzer
	Package     *packages.Package
	IsRoot      bool
	Result      any // of a root action; nil for the others once the run is done
	Err         error
	Diagnostics []analysis.Diagnostic
	Duration    time.Duration // of the analyzer's Run alone

	deps       []*Action // required analyzers' actions, then the imports' (for facts)
	dependents []*Action
	pending    int // dependencies not yet done
	depth      int // the longest chain of dependents above this action
	index      int // in Graph.all

	facts *factSet // of analyzers with facts
	pass  *analysis.Pass
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
	if err := analysis.Validate(analyzers); err != nil {
		return nil, err
	}
	g := build(analyzers, pkgs)
	g.run(runtime.GOMAXPROCS(0))
	for _, act := range g.all {
		if !act.IsRoot {
			act.Result = nil
		}
		act.pass = nil
	}
	return g, nil
}

// build makes the action graph, x/tools' checker's own: an action
// depends on its analyzer's required analyzers on the same package and,
// when its analyzer has facts, on the same analyzer on each import.
func build(analyzers []*analysis.Analyzer, pkgs []*packages.Package) *Graph {
	g := new(Graph)
	type key struct {
		a   *analysis.Analyzer
		pkg *packages.Package
	}
	actions := make(map[key]*Action)
	owners := make(map[*analysis.Analyzer]map[*types.Package]*Action)
	index := newPackageIndex()
	var make_ func(a *analysis.Analyzer, pkg *packages.Package) *Action
	make_ = func(a *analysis.Analyzer, pkg *packages.Package) *Action {
		k := key{a, pkg}
		if act, ok := actions[k]; ok {
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
				act.deps = append(act.deps, make_(a, pkg.Imports[path]))
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
	// g.all is in postorder, so an action comes after its dependencies.
	for _, act := range g.all {
		for _, dep := range act.deps {
			dep.dependents = append(dep.dependents, act)
		}
		act.pending = len(act.deps)
	}
	for i := len(g.all) - 1; i >= 0; i-- {
		act := g.all[i]
		for _, up := range act.dependents {
			act.depth = max(act.depth, up.depth+1)
		}
	}
	return g
}

// run executes the graph with the given number of workers, each taking
// the deepest action whose dependencies are done.
func (g *Graph) run(workers int) {
	var (
		mu    sync.Mutex
		ready = new(readyQueue)
		wake  = sync.NewCond(&mu)
		left  = len(g.all)
	)
	for _, act := range g.all {
		if act.pending == 0 {
			heap.Push(ready, act)
		}
	}
	var wg sync.WaitGroup
	for range min(workers, max(len(g.all), 1)) {
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

// A readyQueue orders the actions ready to run: the deepest first, so
// that what most of the graph waits for starts early; then in the order
// they were made.
type readyQueue []*Action

func (q readyQueue) Len() int { return len(q) }
func (q readyQueue) Less(i, j int) bool {
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

// exec runs the action's analyzer, once its dependencies are done.
func (act *Action) exec() {
	var failed []string
	for _, dep := range act.deps {
		if dep.Err != nil {
			failed = append(failed, dep.String())
		}
	}
	if failed != nil {
		slices.Sort(failed)
		act.Err = fmt.Errorf("failed prerequisites: %s", strings.Join(failed, ", "))
		return
	}
	pkg := act.Package
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
	if pkg.IllTyped && !act.Analyzer.RunDespiteErrors {
		act.Err = fmt.Errorf("analysis skipped due to errors in package")
		return
	}
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
