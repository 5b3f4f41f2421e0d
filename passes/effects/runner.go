package effects

import (
	"go/token"
	"go/types"
	"strconv"

	"github.com/idemlint/idemlint/internal/flow"
	"golang.org/x/tools/go/ssa"
)

// A guarded runner is a function that takes a key and the work to do,
// looks the key up before it runs the work, and returns what it finds
// instead of running it again:
//
//	func RunIdempotent(ctx context.Context, st Store, key IdemKey, fn func() (any, error)) (Outcome, error) {
//		hash := HashInput(key.Tool, key.Input)
//		if op, found, err := st.LookupOperation(ctx, hash); err == nil && found {
//			return Outcome{Result: op.Result, Cached: true}, nil
//		}
//		result, err := fn()
//		...
//
// Its callers' writes, made in the work they hand it, are looked up by
// the key they pass: the keys pass takes the call as a ledger lookup of
// that argument. The writes stay the caller's: the work runs on the
// first call. The function is recognised by what it does, whatever its
// name or its store's.

// GuardedRun is the fact on a guarded runner: Key is the parameter
// (counted from 0 without the receiver) whose lookup decides whether it
// runs the function it is given; Derived says the lookup is given a
// value computed from it (a hash of its fields), not the parameter.
type GuardedRun struct {
	Key     int
	Derived bool
}

func (*GuardedRun) AFact() {}

func (g *GuardedRun) String() string {
	s := "runs its work unless a lookup of param " + strconv.Itoa(g.Key) + " finds it"
	if g.Derived {
		s += " (derived)"
	}
	return s
}

// GuardedRun returns what fn, a function of this package or of another,
// does as a guarded runner, or nil when it is none.
func (r *Result) GuardedRun(fn *types.Func) *GuardedRun {
	if r == nil || fn == nil {
		return nil
	}
	if g := r.runners[fn]; g != nil {
		return g
	}
	var g GuardedRun
	if r.importFact != nil && fn.Pkg() != nil && fn.Pkg() != r.pkg && r.importFact(fn, &g) {
		return &g
	}
	return nil
}

// declaresRunner reports whether the package declares a function that
// may be a guarded runner: one that takes, beside other parameters, a
// function returning an error (the work). Only such a package of no
// other interest that also calls a lookup answering whether it found
// something (usesFoundLookup) is built for findRunners.
func declaresRunner(pkg *types.Package) bool {
	scope := pkg.Scope()
	check := func(sig *types.Signature) bool {
		if sig.Params().Len() < 2 {
			return false
		}
		for p := range sig.Params().Variables() {
			if work, ok := p.Type().Underlying().(*types.Signature); ok && returnsErr(work) {
				return true
			}
		}
		return false
	}
	for _, name := range scope.Names() {
		switch obj := scope.Lookup(name).(type) {
		case *types.Func:
			if check(obj.Signature()) {
				return true
			}
		case *types.TypeName:
			if n, ok := obj.Type().(*types.Named); ok {
				for m := range n.Methods() {
					if check(m.Signature()) {
						return true
					}
				}
			}
		}
	}
	return false
}

// usesFoundLookup reports whether the package refers to a function
// that answers whether it found something: a boolean result last, or
// last before an error, beside others ((Operation, bool, error)).
func usesFoundLookup(info *types.Info) bool {
	for _, obj := range info.Uses {
		if fn, ok := obj.(*types.Func); ok && foundResult(fn.Signature().Results(), true) >= 0 {
			return true
		}
	}
	return false
}

func returnsErr(sig *types.Signature) bool {
	r := sig.Results()
	return r.Len() > 0 && isError(r.At(r.Len()-1).Type())
}

// findRunners records and exports the package's guarded runners.
func (a *analyzer) findRunners(res *Result) {
	for _, f := range a.order {
		obj := a.exportable(f.fn)
		if obj == nil {
			continue
		}
		g := runsUnlessFound(f.fn)
		if g == nil {
			continue
		}
		if res.runners == nil {
			res.runners = make(map[*types.Func]*GuardedRun)
		}
		res.runners[obj] = g
		a.pass.ExportObjectFact(obj, g)
	}
}

// runsUnlessFound returns the parameter of fn whose lookup decides
// whether fn calls a function parameter of its own: on the branch where
// the lookup found it, fn returns with no error and without calling it.
func runsUnlessFound(fn *ssa.Function) *GuardedRun {
	for _, p := range fn.Params {
		if _, ok := p.Type().Underlying().(*types.Signature); !ok || p.Referrers() == nil {
			continue
		}
		for _, r := range *p.Referrers() {
			if call, ok := r.(*ssa.Call); ok && call.Call.Value == p {
				if g := lookedUpBefore(call); g != nil {
					return g
				}
			}
		}
	}
	return nil
}

// lookedUpBefore returns the parameter of call's function that a lookup
// before call is given, when the branch where it found something leaves
// with no error and never reaches call.
func lookedUpBefore(call *ssa.Call) *GuardedRun {
	fn := call.Parent()
	for _, c := range fn.Blocks {
		iff, ok := lastInstr(c).(*ssa.If)
		if !ok {
			continue
		}
		lookup, found, ok := foundTest(iff.Cond, false, true)
		if !ok {
			continue
		}
		lc, ok := lookup.(*ssa.Call)
		if !ok {
			continue
		}
		match := c.Succs[found]
		if flow.Reaches(match, call.Block()) || !flow.Reaches(c.Succs[1-found], call.Block()) || leavesWithError(fn, match) {
			continue
		}
		for _, arg := range args(&lc.Call) {
			if k := paramOf(arg, 0); k >= 0 {
				_, direct := arg.(*ssa.Parameter)
				return &GuardedRun{Key: k, Derived: !direct}
			}
		}
	}
	return nil
}

// paramOf returns the parameter of its function (counted without the
// receiver, not a context) that v is computed from: the parameter, a
// field of it, a call or an operation on it.
func paramOf(v ssa.Value, depth int) int {
	if depth > 6 || v == nil {
		return -1
	}
	switch x := v.(type) {
	case *ssa.Parameter:
		if isContext(x.Type()) || isReceiver(x) {
			return -1
		}
		if _, ok := x.Type().Underlying().(*types.Signature); ok {
			return -1
		}
		return paramIndex(x)
	case *ssa.Field:
		return paramOf(x.X, depth+1)
	case *ssa.FieldAddr:
		return paramOf(x.X, depth+1)
	case *ssa.UnOp:
		if x.Op == token.MUL {
			if alloc, ok := x.X.(*ssa.Alloc); ok {
				return paramOf(onlyStored(alloc), depth+1)
			}
			return paramOf(x.X, depth+1)
		}
	case *ssa.Alloc:
		if v := onlyStored(x); v != nil {
			return paramOf(v, depth+1)
		}
		// The array behind a call's variadic arguments: what its
		// elements hold (fmt.Sprintf("%s|%v", key.Tool, key.Input)).
		for _, r := range flow.Refs(x) {
			ia, ok := r.(*ssa.IndexAddr)
			if !ok {
				continue
			}
			for _, rr := range flow.Refs(ia) {
				if st, ok := rr.(*ssa.Store); ok && st.Addr == ia {
					if k := paramOf(st.Val, depth+1); k >= 0 {
						return k
					}
				}
			}
		}
	case *ssa.Slice:
		return paramOf(x.X, depth+1)
	case *ssa.Extract:
		return paramOf(x.Tuple, depth+1)
	case *ssa.MakeInterface:
		return paramOf(x.X, depth+1)
	case *ssa.ChangeType:
		return paramOf(x.X, depth+1)
	case *ssa.Convert:
		return paramOf(x.X, depth+1)
	case *ssa.BinOp:
		if k := paramOf(x.X, depth+1); k >= 0 {
			return k
		}
		return paramOf(x.Y, depth+1)
	case *ssa.Call:
		// A hash or an encoding of the key: HashInput(key.Tool, key.Input).
		for _, arg := range args(&x.Call) {
			if k := paramOf(arg, depth+1); k >= 0 {
				return k
			}
		}
	}
	return -1
}
