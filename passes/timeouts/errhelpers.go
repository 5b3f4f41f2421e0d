package timeouts

import (
	"fmt"
	"go/types"
	"slices"
	"strings"

	"github.com/idemlint/idemlint/internal/flow"
	"golang.org/x/tools/go/ssa"
)

// ReturnsErrorResult is the fact on an error helper: a function that
// returns a framework error result on every return (of any framework:
// the result's type says which), built from its arguments or a constant
// message, such as `toolErr(format, args...)`, or that reports its
// failure as `(errorResult, nil)`. A call of it is an error result; a
// conditional helper (UnlessNil) is one only where its error argument is
// certainly non-nil.
type ReturnsErrorResult struct {
	flow.ErrorHelper
}

func (*ReturnsErrorResult) AFact() {}

func (f *ReturnsErrorResult) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "returns an error result in result %d", f.Result)
	if len(f.From) > 0 {
		fmt.Fprintf(&b, " built from param %v", f.From)
	}
	if f.UnlessNil > 0 {
		fmt.Fprintf(&b, " when param %d is not nil", f.UnlessNil-1)
	}
	if f.NilError {
		b.WriteString(", with a nil error")
	}
	return b.String()
}

// ErrorHelper returns the summary of fn when it is an error helper of
// the package or, through its fact, of an import; otherwise nil.
func (r *Result) ErrorHelper(fn *ssa.Function) *flow.ErrorHelper {
	if fn == nil {
		return nil
	}
	if o := fn.Origin(); o != nil {
		fn = o
	}
	if h, ok := r.errHelpers[fn]; ok {
		return h
	}
	obj, ok := fn.Object().(*types.Func)
	if !ok || obj == nil || obj.Pkg() == r.pkg {
		return nil
	}
	return r.importedErrHelpers[obj]
}

// summariseErrorHelpers finds the error helpers among funcs. Helpers
// call helpers: it iterates to a fixpoint.
func (r *Result) summariseErrorHelpers(funcs []*ssa.Function) {
	for changed := true; changed; {
		changed = false
		for _, fn := range funcs {
			if r.errHelpers[fn] != nil {
				continue
			}
			if h := r.errorHelper(fn); h != nil {
				r.errHelpers[fn] = h
				changed = true
			}
		}
	}
}

// errorHelper summarises fn, or returns nil when it is no error helper.
func (r *Result) errorHelper(fn *ssa.Function) *flow.ErrorHelper {
	results := fn.Signature.Results()
	var rets []*ssa.Return
	for _, b := range fn.Blocks {
		if len(b.Instrs) > 0 {
			if ret, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return); ok && len(ret.Results) == results.Len() {
				rets = append(rets, ret)
			}
		}
	}
	if len(rets) == 0 {
		return nil
	}
	for i := range results.Len() {
		if t := results.At(i).Type(); flow.IsErrorType(t) || isBasic(t) {
			continue
		}
		if h := r.errorResultAt(fn, rets, i, nil); h != nil {
			return h
		}
		// A conditional helper: an ordinary result only where an error
		// parameter is nil, either because it branches on it or because
		// it stores it in its own result's error field.
		for j, p := range fn.Params {
			if !flow.IsErrorType(p.Type()) {
				continue
			}
			h := r.errorResultAt(fn, rets, i, p)
			if h == nil {
				h = r.carriesError(fn, rets, i, p)
			}
			if h != nil {
				h.UnlessNil = j + 1
				return h
			}
		}
	}
	return nil
}

// errorResultAt summarises fn when the result at i is an error result on
// every return, except, when unless is not nil, on the returns that run
// only where the parameter unless is nil.
func (r *Result) errorResultAt(fn *ssa.Function, rets []*ssa.Return, i int, unless *ssa.Parameter) *flow.ErrorHelper {
	var nilBlocks []*ssa.BasicBlock
	if unless != nil {
		for _, b := range flow.NilBranches(unless) {
			if b.IsNilOnly {
				nilBlocks = append(nilBlocks, b.IsNilBlock)
			}
		}
		if len(nilBlocks) == 0 {
			return nil
		}
	}
	results := fn.Signature.Results()
	last := results.Len() - 1
	h := &flow.ErrorHelper{Result: i, NilError: last > 0 && flow.IsErrorType(results.At(last).Type())}
	var errs []ssa.Value
	for _, ret := range rets {
		if slices.ContainsFunc(nilBlocks, func(b *ssa.BasicBlock) bool { return b.Dominates(ret.Block()) }) {
			continue
		}
		v := flow.Resolve(flow.Returned(ret, i))
		if !flow.ErrorResultAt(v, r.resultAPIs, r, ret.Block()) {
			return nil
		}
		errs = append(errs, v)
		if h.NilError {
			e := flow.Resolve(flow.Returned(ret, last))
			h.NilError = flow.IsNil(e) || flow.NilErrorOf(e, r)
		}
	}
	if len(errs) == 0 {
		return nil
	}
	for j, p := range fn.Params {
		if flow.IsContextType(p.Type()) {
			continue
		}
		from := map[ssa.Value]bool{p: true}
		if slices.ContainsFunc(errs, func(v ssa.Value) bool { return flow.Derives(v, from) }) {
			h.From = append(h.From, j)
		}
	}
	return h
}

// carriesError summarises fn when the result at i holds the error
// parameter p in its error field on every return
// (NewToolCallResult(content, err)): an error result exactly where p is
// not nil.
func (r *Result) carriesError(fn *ssa.Function, rets []*ssa.Return, i int, p *ssa.Parameter) *flow.ErrorHelper {
	for _, ret := range rets {
		v := flow.Resolve(flow.Returned(ret, i))
		if flow.StoredError(v, r.resultAPIs) != p && !r.forwardsError(v, p) {
			return nil
		}
	}
	results := fn.Signature.Results()
	last := results.Len() - 1
	h := &flow.ErrorHelper{Result: i}
	if last > 0 && flow.IsErrorType(results.At(last).Type()) {
		h.NilError = true
		for _, ret := range rets {
			h.NilError = h.NilError && flow.IsNil(flow.Resolve(flow.Returned(ret, last)))
		}
	}
	for j, q := range fn.Params {
		if q == p || !flow.IsContextType(q.Type()) && slices.ContainsFunc(rets, func(ret *ssa.Return) bool {
			return flow.Derives(flow.Resolve(flow.Returned(ret, i)), map[ssa.Value]bool{q: true})
		}) {
			h.From = append(h.From, j)
		}
	}
	return h
}

// forwardsError reports whether v is the result of a call of a helper
// that is an error result exactly where its error argument is not nil,
// and p is that argument (NewToolCallResult(text, err) returning
// NewToolCallResultFull(text, nil, err)).
func (r *Result) forwardsError(v ssa.Value, p *ssa.Parameter) bool {
	index := 0
	if e, ok := v.(*ssa.Extract); ok {
		v, index = e.Tuple, e.Index
	}
	call, ok := v.(*ssa.Call)
	if !ok {
		return false
	}
	h := r.ErrorHelper(call.Call.StaticCallee())
	return h != nil && h.UnlessNil > 0 && h.Result == index &&
		h.UnlessNil-1 < len(call.Call.Args) && call.Call.Args[h.UnlessNil-1] == p
}

func isBasic(t types.Type) bool {
	_, ok := t.Underlying().(*types.Basic)
	return ok
}
