package timeouts

import (
	"encoding/gob"
	"fmt"
	"go/types"
	"reflect"

	"github.com/idemlint/idemlint/internal/flow"
	"github.com/idemlint/idemlint/passes/tools"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/passes/buildssa"
	"golang.org/x/tools/go/ssa"
)

// Analyzer finds the functions that recognise or handle a timeout.
var Analyzer = &analysis.Analyzer{
	Name:       "timeouts",
	Doc:        "find the functions that recognise or handle a timeout, and the error helpers",
	URL:        "https://pkg.go.dev/github.com/idemlint/idemlint/passes/timeouts",
	Requires:   []*analysis.Analyzer{buildssa.Analyzer},
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
}

func (*RecognisesTimeout) AFact() {}

func (f *RecognisesTimeout) String() string {
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
	handles map[*ssa.Function]bool
	// The facts of the imports, read once in run.
	imported        map[*types.Func]map[int]bool
	importedHandles map[*types.Func]bool
	// The error helpers of the package and of its imports.
	errHelpers map[*ssa.Function]*flow.ErrorHelper
	// resultAPIs are the error results a helper of the package may
	// build: every framework's, and the package's own neutral tool
	// results and those of its direct imports.
	resultAPIs         []tools.ErrorResult
	importedErrHelpers map[*types.Func]*flow.ErrorHelper
}

func run(pass *analysis.Pass) (any, error) {
	r := &Result{
		pkg:             pass.Pkg,
		params:          make(map[*ssa.Function]map[int]bool),
		handles:         make(map[*ssa.Function]bool),
		imported:        make(map[*types.Func]map[int]bool),
		importedHandles: make(map[*types.Func]bool),

		errHelpers:         make(map[*ssa.Function]*flow.ErrorHelper),
		importedErrHelpers: make(map[*types.Func]*flow.ErrorHelper),
		resultAPIs:         append(tools.ErrorResults(tools.Directive), tools.OwnErrorResults(pass.Pkg)...),
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
		case *HandlesTimeout:
			r.importedHandles[obj] = true
		case *ReturnsErrorResult:
			h := fact.ErrorHelper
			r.importedErrHelpers[obj] = &h
		}
	}
	srcFuncs := pass.ResultOf[buildssa.Analyzer].(*buildssa.SSA).SrcFuncs
	r.summarise(srcFuncs)
	for _, fn := range srcFuncs {
		obj, ok := fn.Object().(*types.Func)
		if !ok || obj == nil || obj.Pkg() != pass.Pkg || fn.Parent() != nil {
			continue
		}
		if ps := r.params[fn]; len(ps) > 0 {
			var f RecognisesTimeout
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
