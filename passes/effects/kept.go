package effects

import (
	"go/types"
	"slices"

	"github.com/idemlint/idemlint/internal/flow"
	"golang.org/x/tools/go/ssa"
)

// KeepsErrors is the fact on a function that writes and returns an error
// but never returns its writes' errors: where a write fails it answers
// with something else (an error result and a nil error, a log line) and
// the errors it does return are those of other steps (building the
// request, decoding the answer). A caller's error from it is never a
// timeout of its writes, so guarding that error for a timeout guards
// nothing; the timeout is lost inside it.
type KeepsErrors struct{}

func (*KeepsErrors) AFact() {}

func (*KeepsErrors) String() string { return "keeps its writes' errors" }

// ReplacesErrors is the fact on a function that writes and, where a
// write fails, returns a new error not built from the write's
// (errors.New("create failed")): the caller sees a failure, but no test
// of the caller's can recognise a timeout in it.
type ReplacesErrors struct{}

func (*ReplacesErrors) AFact() {}

func (*ReplacesErrors) String() string { return "replaces its writes' errors" }

// What a function does with its writes' errors.
type errorFate int

const (
	errorsReturned errorFate = iota // returned, wrapped or not (or not known)
	errorsReplaced                  // a new error in their place
	errorsKept                      // never returned
)

// KeepsErrors reports whether fn, a function of the package or of an
// import, keeps its writes' errors (see the fact).
func (r *Result) KeepsErrors(fn *ssa.Function) bool { return r.fate(fn) == errorsKept }

// ReplacesErrors reports whether fn, a function of the package or of an
// import, replaces its writes' errors (see the fact).
func (r *Result) ReplacesErrors(fn *ssa.Function) bool { return r.fate(fn) == errorsReplaced }

func (r *Result) fate(fn *ssa.Function) errorFate {
	if f := r.lookup(fn); f != nil {
		return f.fate
	}
	if fn == nil || r.importedFate == nil {
		return errorsReturned
	}
	obj, ok := fn.Object().(*types.Func)
	if !ok || obj == nil {
		return errorsReturned
	}
	return r.importedFate(obj)
}

// importedFate reads the fact of a function of an import.
func (a *analyzer) importedFate(fn *types.Func) errorFate {
	switch {
	case fn == nil || fn.Pkg() == nil || fn.Pkg() == a.pass.Pkg:
	case a.pass.ImportObjectFact(fn.Origin(), new(KeepsErrors)):
		return errorsKept
	case a.pass.ImportObjectFact(fn.Origin(), new(ReplacesErrors)):
		return errorsReplaced
	}
	return errorsReturned
}

// errorFate decides what f does with its writes' errors; f's callees of
// the package are decided (components are solved callees first; a call
// within f's own component counts as returning its errors). Kept or
// replaced needs every write to be a call made in f's own body: a write
// in a function literal (a retry helper's callback) may come back
// through the helper. Then the errors are replaced when a return down
// the branch where a write's error is not nil gives a non-nil error,
// none built from it; kept when no return gives one at all.
func (a *analyzer) errorFate(f *fnInfo) errorFate {
	fn := f.fn
	res := fn.Signature.Results()
	if f.fixed || len(fn.Blocks) == 0 || !flow.ReturnsError(fn.Signature) || len(f.sum.effects)+len(f.sum.params) == 0 {
		return errorsReturned
	}
	for _, g := range f.closures {
		if len(g.sum.effects)+len(g.sum.params) > 0 {
			return errorsReturned
		}
	}
	// returned are the errors of writes whose callee returns them;
	// replaced those of callees that replace them.
	var returned, replaced []ssa.Value
	for _, s := range f.sites {
		if s.call == nil {
			return errorsReturned
		}
		var fate errorFate
		if s.edge != nil {
			if len(s.edge.sum.effects)+len(s.edge.sum.params) == 0 {
				continue
			}
			fate = s.edge.fate
		} else if s.join != nil {
			if r := a.joinResult(f, s); r.empty() {
				continue
			}
			fate = s.join.fate()
		} else {
			fate = a.importedFate(calleeFunc(s.call.Common()))
		}
		if fate == errorsKept {
			continue
		}
		if _, ok := s.call.(*ssa.Call); !ok {
			continue // go or defer: the error is nobody's
		}
		if !flow.ReturnsError(s.call.Common().Signature()) {
			// A command or row whose own method later gives the error
			// (QueryRow(...).Scan, Copy(...).Wait): not followed.
			return errorsReturned
		}
		if errv := flow.CallError(s.call); errv != nil {
			if fate == errorsReplaced {
				replaced = append(replaced, errv)
			} else {
				returned = append(returned, errv)
			}
		}
	}
	carries := flow.Carriers(returned...)
	fails := flow.Carriers(append(returned, replaced...)...)
	failing := flow.NonNilBranches(fn, fails)
	outcome := errorsKept
	for _, b := range fn.Blocks {
		ret, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return)
		if !ok || len(ret.Results) != res.Len() {
			continue
		}
		e := flow.Returned(ret, res.Len()-1)
		switch {
		case flow.IsNil(e):
		case carries[e]:
			return errorsReturned
		case fails[e] || slices.ContainsFunc(failing, func(g *ssa.BasicBlock) bool { return g.Dominates(b) }):
			outcome = errorsReplaced
		}
	}
	return outcome
}
