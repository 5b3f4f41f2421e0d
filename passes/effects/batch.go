package effects

import (
	"go/types"
	"slices"
	"strings"

	"golang.org/x/tools/go/ssa"
)

// batchEffect is the write of a call of a catalogue entry with a Batch:
// what the operations the calling function builds do. One that acts
// again or is not known (a verb of mintVerbs or createVerbs, or none:
// InsertText, AddSheet, DuplicateSheet, SortRange) makes the batch act
// again; a batch of operations that all set, remove or replace
// (ReplaceAllText, UpdateTextStyle, DeleteContentRange) changes nothing
// more on a repeat. Where the function builds none but takes a request
// as a parameter (a helper wrapping the one request its callers build),
// the write depends on that parameter, decided at each call
// (resolveBatch); where it builds none otherwise (its requests come from
// a model or another function) the entry's own idempotency holds. Op
// names the operations that decided: "docs.Request{InsertText}".
func (a *analyzer) batchEffect(fn *types.Func, e Entry, link Link) siteResult {
	eff := Effect{Kind: KindSDK, Idempotent: e.Idempotent, Detail: e.SDK + " " + shortFunc(fn), Chain: []Link{link}}
	if a.scanning == nil || fn.Pkg() == nil {
		return outOfSight(eff)
	}
	var ops []string
	// The function that calls, or the one whose literal it is (a
	// retry's callback sends the requests its caller built).
	for f := a.scanning.fn; f != nil && len(ops) == 0; f = f.Parent() {
		ops = batchOps(f, fn.Pkg(), e.Batch.Request)
	}
	if len(ops) == 0 {
		// The requests a parameter holds: the calling function's, or
		// that of the function up levels out whose literal sends them
		// (a retry's callback: doWithRetry(func() { ...Do() })).
		up := 0
		for f := a.scanning.fn; f != nil; f = f.Parent() {
			if i := requestParam(f, fn.Pkg(), e.Batch.Request); i >= 0 {
				return siteResult{params: []ParamWrite{{Index: i, Kind: ParamBatch, Up: up, Chain: []Link{link},
					Batch: &BatchWrite{Detail: eff.Detail, Pkg: fn.Pkg().Path(), Request: e.Batch.Request, Idempotent: e.Idempotent,
						Sets: e.Batch.Sets, Acts: e.Batch.Acts, Rejects: e.Batch.Rejects}}}}
			}
			up++
		}
		return outOfSight(eff)
	}
	return siteResult{effects: []Effect{batchVerdict(eff, fn.Pkg().Name(), e.Batch.Request, ops, e.Batch.Sets, e.Batch.Acts, e.Batch.Rejects)}}
}

func outOfSight(eff Effect) siteResult {
	eff.Detail += " (its requests built out of sight)"
	return siteResult{effects: []Effect{eff}}
}

// batchVerdict decides a batch's write from the operations ops its
// requests set: by the catalogue's word where it has one (sets, acts,
// rejects: refused on a repeat), by the operation's verb otherwise.
func batchVerdict(eff Effect, pkgName, request string, ops, setOps, actOps, rejectOps []string) Effect {
	var again, refused []string
	for _, op := range ops {
		switch {
		case slices.Contains(setOps, op):
		case slices.Contains(rejectOps, op):
			refused = append(refused, op)
		case slices.Contains(actOps, op) || wordsVerdict(camelWords(op)) != sets:
			again = append(again, op)
		}
	}
	eff.Idempotent = len(again)+len(refused) == 0
	eff.RejectsRepeat = len(again) == 0 && len(refused) > 0
	switch {
	case len(again) > 0:
		ops = again
	case len(refused) > 0:
		ops = refused
	}
	eff.Op = pkgName + "." + request + "{" + strings.Join(ops, ", ") + "}"
	return eff
}

// A BatchWrite is the batch call of a ParamBatch write: its detail, the
// catalogue entry's idempotency, and the request struct its parameter
// holds (Pkg's Request).
type BatchWrite struct {
	Detail, Pkg, Request string
	Idempotent           bool
	Sets, Acts, Rejects  []string // the catalogue's verdicts of operations (Batch)
}

// ParamBatch is the kind of a ParamWrite whose parameter holds a request
// (or requests) of a batch call that the function sends: what the
// caller's request sets decides the write.
const ParamBatch = "batch"

// requestParam returns the parameter of fn (without the receiver) that
// holds pkg's request struct, a pointer to one or a slice of them, or -1.
func requestParam(fn *ssa.Function, pkg *types.Package, request string) int {
	tn, ok := pkg.Scope().Lookup(request).(*types.TypeName)
	if !ok || fn == nil {
		return -1
	}
	for _, p := range fn.Params {
		t := p.Type()
		if s, ok := t.Underlying().(*types.Slice); ok {
			t = s.Elem()
		}
		if ptr, ok := t.Underlying().(*types.Pointer); ok {
			t = ptr.Elem()
		}
		if types.Identical(t, tn.Type()) {
			return paramIndex(p)
		}
	}
	return -1
}

// resolveBatch resolves a ParamBatch write at a call that passes arg:
// the operations the calling function builds decide it; where it builds
// none and passes a parameter of its own, the dependency moves up.
func (a *analyzer) resolveBatch(p ParamWrite, arg ssa.Value, link Link, tail []Link) siteResult {
	b := p.Batch
	if b == nil || arg == nil {
		return siteResult{}
	}
	chain := prepend(link, tail)
	eff := Effect{Kind: KindSDK, Idempotent: b.Idempotent, Detail: b.Detail, Chain: chain}
	pkg := importedPackage(a.pass.Pkg, b.Pkg)
	caller := valueFunc(arg)
	if a.scanning != nil {
		caller = a.scanning.fn
	}
	if pkg == nil || caller == nil {
		return outOfSight(eff)
	}
	var ops []string
	for f := caller; f != nil && len(ops) == 0; f = f.Parent() {
		ops = batchOps(f, pkg, b.Request)
	}
	if call, ok := arg.(*ssa.Call); ok && len(ops) == 0 {
		// The requests a builder of the package returns:
		// c.BatchUpdate(id, deleteSlideRequests(slideID)).
		if callee := call.Call.StaticCallee(); callee != nil && callee.Pkg != nil && callee.Pkg.Pkg == a.pass.Pkg {
			ops = batchOps(callee, pkg, b.Request)
		}
	}
	if len(ops) > 0 {
		return siteResult{effects: []Effect{batchVerdict(eff, pkg.Name(), b.Request, ops, b.Sets, b.Acts, b.Rejects)}}
	}
	if param, ok := arg.(*ssa.Parameter); ok && !isReceiver(param) {
		return siteResult{params: []ParamWrite{{Index: paramIndex(param), Kind: ParamBatch, Batch: b, Chain: chain}}}
	}
	return outOfSight(eff)
}

// importedPackage returns the package of the path that pkg is or imports
// directly, or nil.
func importedPackage(pkg *types.Package, path string) *types.Package {
	if pkg.Path() == path {
		return pkg
	}
	for _, imp := range pkg.Imports() {
		if imp.Path() == path {
			return imp
		}
	}
	return nil
}

// batchOps returns, sorted, the names of the fields of pointer type
// that fn sets in values of the struct type named request in pkg: the
// keyed fields of its composite literals (&docs.Request{InsertText:
// ...}) and the fields it assigns (r.InsertText = ...).
func batchOps(fn *ssa.Function, pkg *types.Package, request string) []string {
	tn, ok := pkg.Scope().Lookup(request).(*types.TypeName)
	if !ok {
		return nil
	}
	var ops []string
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			st, ok := instr.(*ssa.Store)
			if !ok {
				continue
			}
			fa, ok := st.Addr.(*ssa.FieldAddr)
			if !ok {
				continue
			}
			p, ok := fa.X.Type().Underlying().(*types.Pointer)
			if !ok || !types.Identical(p.Elem(), tn.Type()) {
				continue
			}
			if c, ok := st.Val.(*ssa.Const); ok && c.IsNil() {
				continue
			}
			f := p.Elem().Underlying().(*types.Struct).Field(fa.Field)
			if _, ok := f.Type().Underlying().(*types.Pointer); ok && !slices.Contains(ops, f.Name()) {
				ops = append(ops, f.Name())
			}
		}
	}
	slices.Sort(ops)
	return ops
}
