package timeouts

import (
	"encoding/gob"
	"fmt"
	"go/types"
	"reflect"
	"slices"

	"github.com/idemlint/idemlint/internal/flow"
	"github.com/idemlint/idemlint/internal/lazyssa"
	"github.com/idemlint/idemlint/passes/tools"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"
)

// Analyzer finds the functions that recognise or handle a timeout.
var Analyzer = &analysis.Analyzer{
	Name:       "timeouts",
	Doc:        "find the functions that recognise or handle a timeout, and the error helpers",
	URL:        "https://pkg.go.dev/github.com/idemlint/idemlint/passes/timeouts",
	Requires:   []*analysis.Analyzer{lazyssa.Analyzer},
	ResultType: reflect.TypeFor[*Result](),
	FactTypes:  []analysis.Fact{new(RecognisesTimeout), new(HandlesTimeout), new(ReturnsErrorResult)},
	Run:        run,
}

// RecognisesTimeout is the fact on a function that tests one of its
// parameters for a timeout: errors.Is with context.DeadlineExceeded or
// os.ErrDeadlineExceeded, os.IsTimeout, a net.Error's Timeout, or a call
// of another function with this fact. A call of the function with the
// error in one of those parameters recognises the timeout.
type RecognisesTimeout struct {
	// Params are the indices of the parameters tested, in the order of
	// the SSA function's parameters (a method's receiver is 0). Sorted.
	Params []int
	// Rewords marks a function that recognises a timeout only to word
	// the failure it returns anyway (a classifier returning "request
	// timed out" as an error or as text): a call of it recognises a
	// timeout only where the caller branches on its result
	// (design/checks.md, "Recognising a timeout must change the outcome").
	Rewords bool
}

func (*RecognisesTimeout) AFact() {}

func (f *RecognisesTimeout) String() string {
	if f.Rewords {
		return fmt.Sprintf("rewords a timeout in param %v", f.Params)
	}
	return fmt.Sprintf("recognises a timeout in param %v", f.Params)
}

// HandlesTimeout is the fact on a function that recognises a timeout of
// a call it makes and answers it with a nil error: a write wrapper that
// turns a timeout into an ordinary "unknown" result itself. An error it
// returns is not a timeout of its write.
type HandlesTimeout struct{}

func (*HandlesTimeout) AFact() {}

func (*HandlesTimeout) String() string { return "handles a timeout" }

func init() {
	gob.Register(new(RecognisesTimeout))
	gob.Register(new(HandlesTimeout))
	gob.Register(new(ReturnsErrorResult))
}

// Result knows which functions recognise timeouts: those of the package
// (function literals included) and, through facts, those of its imports.
type Result struct {
	pkg *types.Package
	// params holds, per function of the package, the parameters (or, for
	// a function literal, the free variables, numbered after the
	// parameters) it tests for a timeout.
	params  map[*ssa.Function]map[int]bool
	rewords map[*ssa.Function]bool // see RecognisesTimeout.Rewords
	handles map[*ssa.Function]bool
	// The facts of the imports, read once in run.
	imported        map[*types.Func]map[int]bool
	importedRewords map[*types.Func]bool
	importedHandles map[*types.Func]bool
	// The error helpers of the package and of its imports.
	errHelpers map[*ssa.Function]*flow.ErrorHelper
	// resultAPIs are the error results a helper of the package may
	// build: every framework's, and the package's own neutral tool
	// results and those of its direct imports.
	resultAPIs         []tools.ErrorResult
	importedErrHelpers map[*types.Func]*flow.ErrorHelper
}

// mayMatter reports, before any SSA is built, whether a function of the
// package can recognise a timeout or build an error result: it refers to
// a timeout sentinel, os.IsTimeout, a Timeout method or a function with
// one of the facts, or it declares a function whose result is of a type
// that apis make error results of.
func mayMatter(pass *analysis.Pass, apis []tools.ErrorResult) bool {
	hasFact := lazyssa.HasFact(pass)
	if lazyssa.Uses(pass, func(obj types.Object) bool {
		// No concatenation: this runs for every identifier of the package.
		switch path, name := obj.Pkg().Path(), obj.Name(); {
		case path == "context" && name == "DeadlineExceeded",
			path == "os" && (name == "ErrDeadlineExceeded" || name == "IsTimeout"):
			return true
		}
		fn, ok := obj.(*types.Func)
		if !ok {
			return false
		}
		if isTimeoutMethod(fn) {
			return true
		}
		return fn.Pkg() != pass.Pkg && hasFact(fn)
	}) {
		return true
	}
	for _, obj := range pass.TypesInfo.Defs {
		fn, ok := obj.(*types.Func)
		if !ok {
			continue
		}
		results := fn.Signature().Results()
		for i := range results.Len() {
			if resultOf(results.At(i).Type(), apis) {
				return true
			}
		}
	}
	return false
}

// resultOf reports whether values of t can be error results of apis: t
// is, or points to, a type of one of their packages. (A helper that
// returns an error result as an interface value is not looked for.)
func resultOf(t types.Type, apis []tools.ErrorResult) bool {
	if p, ok := t.Underlying().(*types.Pointer); ok {
		t = p.Elem()
	}
	n, ok := types.Unalias(t).(*types.Named)
	if !ok || n.Obj().Pkg() == nil {
		return false
	}
	return slices.ContainsFunc(apis, func(api tools.ErrorResult) bool { return api.InPackage(n.Obj().Pkg().Path()) })
}

func run(pass *analysis.Pass) (any, error) {
	r := &Result{
		pkg:             pass.Pkg,
		params:          make(map[*ssa.Function]map[int]bool),
		rewords:         make(map[*ssa.Function]bool),
		handles:         make(map[*ssa.Function]bool),
		imported:        make(map[*types.Func]map[int]bool),
		importedRewords: make(map[*types.Func]bool),
		importedHandles: make(map[*types.Func]bool),

		errHelpers:         make(map[*ssa.Function]*flow.ErrorHelper),
		importedErrHelpers: make(map[*types.Func]*flow.ErrorHelper),
	}
	// The standard library and the frameworks hold no timeout test or
	// error helper a tool could call; their imports' types are not
	// even looked at.
	skip := lazyssa.InGOROOT(pass) || tools.InFramework(pass.Pkg.Path())
	if !skip {
		r.resultAPIs = append(tools.ErrorResults(tools.Directive), tools.OwnErrorResults(pass.Pkg)...)
	}
	for _, f := range pass.AllObjectFacts() {
		obj, ok := f.Object.(*types.Func)
		if !ok {
			continue
		}
		switch fact := f.Fact.(type) {
		case *RecognisesTimeout:
			ps := make(map[int]bool)
			for _, i := range fact.Params {
				ps[i] = true
			}
			r.imported[obj] = ps
			r.importedRewords[obj] = fact.Rewords
		case *HandlesTimeout:
			r.importedHandles[obj] = true
		case *ReturnsErrorResult:
			h := fact.ErrorHelper
			r.importedErrHelpers[obj] = &h
		}
	}
	if skip || !mayMatter(pass, r.resultAPIs) {
		return r, nil
	}
	srcFuncs := lazyssa.Of(pass).SSA().SrcFuncs
	r.summarise(srcFuncs)
	for _, fn := range srcFuncs {
		obj, ok := fn.Object().(*types.Func)
		if !ok || obj == nil || obj.Pkg() != pass.Pkg || fn.Parent() != nil {
			continue
		}
		if ps := r.params[fn]; len(ps) > 0 {
			f := RecognisesTimeout{Rewords: r.rewords[fn]}
			for i := range fn.Params {
				if ps[i] {
					f.Params = append(f.Params, i)
				}
			}
			pass.ExportObjectFact(obj, &f)
		}
		if r.handles[fn] {
			pass.ExportObjectFact(obj, new(HandlesTimeout))
		}
		if h := r.errHelpers[fn]; h != nil {
			pass.ExportObjectFact(obj, &ReturnsErrorResult{*h})
		}
	}
	return r, nil
}
